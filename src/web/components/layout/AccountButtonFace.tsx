import { ChevronDown, CircleUser } from 'lucide';
import { buttonClasses } from '../ui/Button';
import { Icon } from '../ui/Icon';
import type { PublicUser } from '../../../shared/responses/auth';

export const accountButtonClasses = buttonClasses('ghost', 'max-w-56');

/** What the account button shows: the person's icon and username, and a chevron. */
export function AccountButtonFace({ user }: { user: PublicUser | null }) {
  return (
    <>
      <Icon node={CircleUser} className="size-5 shrink-0" aria-hidden="true" />
      <span className="truncate">{user?.username || 'Mi cuenta'}</span>
      <Icon node={ChevronDown} className="size-4 shrink-0" aria-hidden="true" />
    </>
  );
}
