import { ownedCourses } from '../../shared/contracts/learning';
import { useSession } from '../auth/session-context';
import { useResource } from '../store/use-resource';
import { call } from './call';

/** Per person, so a stored list never shows up for someone else (see `isPersonal`). */
export const ownedCoursesKey = (userId: string) => `owned/${userId}`;

/** The signed-in person's courses with their progress; idle while nobody is signed in. */
export function useOwnedCourses() {
  const { user, status } = useSession();
  const userId = user?.id ?? '';
  return useResource(
    ownedCoursesKey(userId),
    () => call(ownedCourses).then((answer) => answer.courses),
    { enabled: status === 'authenticated' && userId !== '' },
  );
}
