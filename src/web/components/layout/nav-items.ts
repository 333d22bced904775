/** Links of the navigation bar: sections of the home page, scrolled to smoothly. */
export const NAV_SECTIONS = [
  { label: 'Características', sectionId: 'features' },
  { label: 'Cursos', sectionId: 'courses' },
  { label: 'Servicios', sectionId: 'services' },
] as const;

/** Links of the navigation bar to pages of their own, after the sections. */
export const NAV_PAGES = [
  { label: 'Consultas', to: '/consultas' },
  { label: 'Monotributo', to: '/monotributo' },
  { label: 'Vencimientos', to: '/vencimientos' },
] as const;

/** `/auth/login?redirect_url=…` (or register) that brings the person back to `here`. */
export function authLink(screen: 'login' | 'register', here: string): string {
  const base = screen === 'login' ? '/auth/login' : '/auth/register';
  return `${base}?redirect_url=${encodeURIComponent(here)}`;
}
