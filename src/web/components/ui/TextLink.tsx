import type { ReactNode } from 'react';
import { Link } from '../../navigation/Link';

/** A link inside a sentence of the legal and consumer-law pages: underlined, in the brand's blue. */
export const textLinkClasses = 'font-medium text-brand-700 underline';

/** A link to a page of the site, inside running text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLinkClasses}>
      {children}
    </Link>
  );
}
