import type { PageMeta } from '../page-meta';

export const TAX_CALENDAR_META: PageMeta = {
  title: 'Vencimientos impositivos por CUIT',
  description:
    'Tus vencimientos de ARCA de este mes y del próximo según el último dígito de tu CUIT: IVA, Ganancias, Monotributo y más. Sumalos a tu calendario o recibí un aviso por e-mail.',
};
