import { LogOut } from 'lucide';
import { DropdownMenu } from 'radix-ui';
import { Link } from '../../navigation/Link';
import { useLogout } from '../../auth/use-logout';
import { useHydrated } from '../../lib/use-hydrated';
import { Icon } from '../ui/Icon';
import { AccountButtonFace, accountButtonClasses } from './AccountButtonFace';
import { accountLinks, fullName } from './account-links';
import type { PublicUser } from '../../../shared/responses/auth';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm text-slate-800 outline-none select-none data-highlighted:bg-brand-50 data-highlighted:text-brand-900';

/** The signed-in person's menu in the navigation bar (keyboard: Enter/Space, arrows, Escape). */
export default function AccountMenu({ user }: { user: PublicUser }) {
  const logout = useLogout();
  // On a page rendered for its person (a lesson) the menu arrives as server markup, its code
  // after the page's: until that code has taken it over, a tap would be lost.
  const hydrated = useHydrated();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={accountButtonClasses} disabled={!hydrated}>
        <AccountButtonFace user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-sm font-semibold text-brand-900">{fullName(user)}</span>
            <span className="block truncate text-xs text-slate-600">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {accountLinks(user).map(({ label, to, icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClasses}>
              <Link to={to}>
                <Icon node={icon} className="size-4 text-brand-700" aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClasses}
            disabled={logout.isPending}
            onSelect={() => logout.mutate()}
          >
            <Icon node={LogOut} className="size-4 text-brand-700" aria-hidden="true" />
            Cerrar sesión
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
