import { Link } from '../../navigation/Link';
import { buttonClasses } from '../../components/ui/Button';

/** An e-mailed link that was used, expired or never valid: the server's words, and a way back. */
export function DeadLink({ message, to, action }: { message: string; to: string; action: string }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-4">
      <p className="w-full rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {message}
      </p>
      <Link to={to} className={buttonClasses('primary')}>
        {action}
      </Link>
    </div>
  );
}
