import { Outlet } from 'react-router';
import { useUser } from '../../auth/session-context';
import { AccountHeader } from './AccountHeader';
import { AccountNav } from './AccountNav';
import { VerifyBanner } from './VerifyBanner';

/** The account area: header, verification banner, side menu and the chosen page. */
export default function AccountLayout() {
  const user = useUser();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <AccountHeader user={user} />
      {!user.status && <VerifyBanner email={user.email} />}
      <div className="mt-8 grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
        <AccountNav />
        <Outlet />
      </div>
    </div>
  );
}
