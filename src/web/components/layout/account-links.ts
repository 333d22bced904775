import { BookOpen, CalendarDays, LayoutDashboard, UserRound } from 'lucide';
import { isAdmin } from '../../../shared/account-rules';
import { type IconNode } from '../ui/Icon';
import type { PublicUser } from '../../../shared/responses/auth';

export type AccountLink = { label: string; to: string; icon: IconNode };

/** The account menu's links; the admin panel only for administrators. */
export function accountLinks(user: PublicUser): AccountLink[] {
  return [
    { label: 'Cuenta', to: '/account/profile', icon: UserRound },
    { label: 'Mis cursos', to: '/account/courses', icon: BookOpen },
    { label: 'Mis consultas', to: '/account/consultations', icon: CalendarDays },
    ...(isAdmin(user)
      ? [{ label: 'Panel de administración', to: '/panel', icon: LayoutDashboard }]
      : []),
  ];
}

/** 'Name Lastname', or the username when both are empty. */
export const fullName = (user: Pick<PublicUser, 'name' | 'lastname' | 'username'>) =>
  `${user.name} ${user.lastname}`.trim() || user.username;
