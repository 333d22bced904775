import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { ACCOUNT_META } from './account-meta';
import { AccountSection } from './AccountSection';
import { EmptyState } from './EmptyState';

/** Placeholder until the owned courses arrive with the courses issue. */
export default function MyCoursesPage() {
  return (
    <AccountSection meta={ACCOUNT_META.courses}>
      <EmptyState
        action={
          <Link to="/courses" className={buttonClasses('primary')}>
            Ver cursos
          </Link>
        }
      >
        Upps.. Al parecer todavia no has adquirido ningún curso por el momento.
      </EmptyState>
    </AccountSection>
  );
}
