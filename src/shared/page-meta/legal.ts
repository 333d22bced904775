import { BRAND } from '../brand';
import type { PageMeta } from '../page-meta';

export const TERMS_META: PageMeta = {
  title: 'Términos y condiciones',
  description: `Condiciones de uso del sitio y de los cursos de ${BRAND.name}: licencia, pagos, reembolsos, responsabilidad y actualizaciones.`,
};

export const PRIVACY_META: PageMeta = {
  title: 'Política de privacidad',
  description: `Cómo ${BRAND.name} recopila, usa y protege tus datos personales, según la Ley 25.326.`,
};
