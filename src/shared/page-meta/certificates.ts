import type { PageMeta } from '../page-meta';

export const CERTIFICATE_META: PageMeta = {
  title: 'Verificación de certificado',
  description:
    'Comprobá si un certificado de finalización de curso emitido por el estudio es válido: a quién se otorgó, por qué curso, cuándo y con cuántas horas.',
};
