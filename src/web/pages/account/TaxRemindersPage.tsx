import { useAccountReminders } from '../../api/tax-reminders';
import { useUser } from '../../auth/session-context';
import { EmailAddress } from '../../components/ui/EmailAddress';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { TextLink } from '../../components/ui/TextLink';
import { AccountSection } from './AccountSection';
import { TaxRemindersForm } from './TaxRemindersForm';

function Reminders() {
  const { data, isPending, isError } = useAccountReminders();
  if (isPending) return <ListSkeleton />;
  if (isError) {
    return <LoadError>No pudimos cargar tus avisos. Intentá de nuevo más tarde.</LoadError>;
  }
  // A new answer (saved, or cancelled) starts the form again from it.
  return <TaxRemindersForm key={JSON.stringify(data.subscription)} reminders={data} />;
}

/** /account/reminders: the e-mail reminders of the due dates of the account's own address. */
export default function TaxRemindersPage() {
  const user = useUser();
  return (
    <AccountSection
      intro={
        <>
          Te escribimos a{' '}
          <strong className="text-slate-900">
            <EmailAddress email={user.email} />
          </strong>{' '}
          unos días antes de cada vencimiento de tu CUIT. Todas las fechas están en el{' '}
          <TextLink to="/vencimientos">calendario de vencimientos</TextLink>.
        </>
      }
    >
      {user.status ? (
        <Reminders />
      ) : (
        <p className="text-sm text-slate-700">
          Verificá tu correo electrónico para recibir avisos de vencimientos.
        </p>
      )}
    </AccountSection>
  );
}
