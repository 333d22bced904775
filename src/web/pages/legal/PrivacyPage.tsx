import { BRAND } from '../../../shared/brand';
import { PRIVACY_META } from '../../../shared/page-meta/legal';
import { usePageMeta } from '../../lib/use-page-meta';
import { LegalDocument } from './LegalDocument';
import { PRIVACY_SECTIONS } from './privacy-sections';

const PRIVACY_LAST_UPDATED = '22/11/2026';

export default function PrivacyPage() {
  usePageMeta(PRIVACY_META);
  return (
    <LegalDocument
      title="Política de privacidad"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={
        <p>
          En {BRAND.name} cuidamos tu información. Esta política explica qué datos personales
          recopilamos cuando usás el sitio, para qué los usamos y cuáles son tus derechos, de
          acuerdo con la Ley 25.326 de Protección de los Datos Personales.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
