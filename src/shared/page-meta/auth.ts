import { BRAND } from '../brand';
import type { PageMeta } from '../page-meta';

export const LOGIN_META: PageMeta = {
  title: 'Iniciar sesión',
  description: `Ingresá a tu cuenta de ${BRAND.name}.`,
};

export const REGISTER_META: PageMeta = {
  title: 'Crear cuenta',
  description: `Creá tu cuenta en ${BRAND.name} para comprar y estudiar los cursos.`,
};

export const RESET_PASSWORD_META: PageMeta = {
  title: 'Recuperar contraseña',
  description: 'Recibí por correo las instrucciones para crear una nueva contraseña.',
};
