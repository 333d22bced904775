/** Links of the navigation bar: sections of the home page, scrolled to smoothly. */
export const NAV_SECTIONS = [
  { label: 'Características', sectionId: 'features' },
  { label: 'Cursos', sectionId: 'courses' },
  { label: 'Servicios', sectionId: 'services' },
] as const;

/** `/auth/login?redirect_url=…` (or register) that brings the person back to `here`. */
export function authLink(screen: 'login' | 'register', here: string): string {
  const base = screen === 'login' ? '/auth/login' : '/auth/register';
  return `${base}?redirect_url=${encodeURIComponent(here)}`;
}
