import type { PageMeta } from '../page-meta';

export const PAYMENT_RESULT_META: PageMeta = {
  title: 'Resultado del pago',
  description: 'Estado de tu pago.',
};
