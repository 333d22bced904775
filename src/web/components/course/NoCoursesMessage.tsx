import { clsx } from 'clsx';
import { useSiteContact } from '../../api/site';

/**
 * The catalogue could not be loaded (or is empty): points to the Instagram profile instead.
 * `tone` fits it on a light page or on the home page's dark Courses box.
 */
export function NoCoursesMessage({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const instagramUrl = useSiteContact()?.instagram.url;
  return (
    <p
      role="alert"
      className={clsx(
        'rounded-2xl px-6 py-10 text-center text-lg',
        tone === 'light'
          ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-100'
          : 'bg-white/10 text-brand-50 ring-1 ring-white/15',
      )}
    >
      No hay cursos disponibles. Enterate de nuestros últimos lanzamientos por nuestro{' '}
      <a
        href={instagramUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={clsx(
          'font-semibold underline underline-offset-4',
          tone === 'light'
            ? 'text-brand-700 hover:text-brand-900'
            : 'text-accent-300 hover:text-white',
        )}
      >
        Instagram
      </a>
      .
    </p>
  );
}
