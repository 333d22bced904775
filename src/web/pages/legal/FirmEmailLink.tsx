import { BRAND } from '../../../shared/brand';
import { textLinkClasses } from '../../components/ui/TextLink';

/** The firm's e-mail address, as the link that writes to it, in the legal texts. */
export function FirmEmailLink() {
  return (
    <a href={`mailto:${BRAND.email}`} className={textLinkClasses}>
      {BRAND.email}
    </a>
  );
}
