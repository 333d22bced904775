import { BRAND } from '../../../shared/brand';
import { TERMS_META } from '../../../shared/page-meta/legal';
import { usePageMeta } from '../../lib/use-page-meta';
import { LegalDocument } from './LegalDocument';
import { FirmEmailLink } from './FirmEmailLink';
import { TERMS_SECTIONS } from './terms-sections';

const TERMS_LAST_UPDATED = '22/11/2026';

export default function TermsPage() {
  usePageMeta(TERMS_META);
  return (
    <LegalDocument
      title="Términos y condiciones"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <>
          <p>
            Estos términos y condiciones regulan el uso del sitio web de {BRAND.name} y la compra de
            los cursos en video que ofrecemos. Al crear una cuenta o comprar un curso, aceptás estas
            condiciones; si no estás de acuerdo con alguna de ellas, te pedimos que no utilices el
            sitio.
          </p>
          <p>
            Ante cualquier consulta sobre estos términos, escribinos a <FirmEmailLink />.
          </p>
        </>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
