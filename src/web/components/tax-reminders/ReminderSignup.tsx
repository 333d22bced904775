import { MailCheck } from 'lucide';
import { useId, useState, type FormEvent } from 'react';
import { requestReminders } from '../../api/tax-calendar';
import { useAction } from '../../lib/use-action';
import { useApiForm } from '../../lib/use-api-form';
import { Button } from '../ui/Button';
import { EmailField } from '../ui/EmailField';
import { SelectField } from '../ui/FormField';
import { Icon } from '../ui/Icon';
import { TextLink } from '../ui/TextLink';
import { daysBeforeOptions, DIGIT_OPTIONS, USUAL_DAYS_BEFORE } from './reminder-options';

const DAYS_OPTIONS = daysBeforeOptions([1, 3, 5, 7]);

type ReminderSignupProps = {
  /** The CUIT's last digit when the page knows it; null: the visitor chooses it here. */
  digit: number | null;
  /** What to remind of (slugs): the page's ticked obligations, or only the recategorisation. */
  obligations: readonly string[];
  /** The heading, an h2 ('Avisarme por e-mail'). */
  title?: string;
  /** What the reminders are of, said under the heading. */
  intro?: string;
};

/**
 * 'Avisarme por e-mail': the address and how many days before each due date. Nothing is sent
 * until the visitor confirms from the mail the server answers with (its message says so).
 */
export function ReminderSignup({
  digit,
  obligations,
  title = 'Avisarme por e-mail',
  intro = 'Te escribimos unos días antes de cada vencimiento que elegiste.',
}: ReminderSignupProps) {
  const titleId = useId();
  const form = useApiForm({ email: '', digit: '', daysBefore: USUAL_DAYS_BEFORE, obligations: '' });
  const send = useAction(requestReminders);
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const chosenDigit = digit ?? (form.values.digit === '' ? undefined : Number(form.values.digit));
    send.mutate(
      {
        email: form.values.email,
        digit: chosenDigit,
        obligations: [...obligations],
        daysBefore: Number(form.values.daysBefore),
      },
      {
        onSuccess: (answer) => {
          setSent(answer.message);
          form.reset({ ...form.values, email: '' });
        },
        onError: (error) => {
          setSent(null);
          form.showError(error, setProblem);
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <p className="text-slate-700">{intro}</p>
      <form
        onSubmit={submit}
        noValidate
        aria-label={title}
        className="flex flex-col gap-4 sm:grid sm:grid-cols-2 sm:items-start"
      >
        <EmailField label="Tu e-mail" {...form.field('email')} />
        <SelectField
          label="¿Cuándo te avisamos?"
          options={DAYS_OPTIONS}
          {...form.field('daysBefore')}
        />
        {digit === null && (
          <SelectField
            label="Último número de tu CUIT"
            options={DIGIT_OPTIONS}
            {...form.field('digit')}
          />
        )}
        <Button
          type="submit"
          variant="accent"
          loading={send.isPending}
          className="sm:col-span-2 sm:justify-self-start"
        >
          Avisarme
        </Button>
      </form>
      {(form.errors.obligations ?? problem) && (
        <p role="alert" className="text-sm text-red-600">
          {form.errors.obligations ?? problem}
        </p>
      )}
      <p role="status">
        {sent && (
          <span className="flex items-start gap-2 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200">
            <Icon node={MailCheck} className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {sent}
          </span>
        )}
      </p>
      <p className="text-sm text-slate-600">
        Un solo e-mail por vencimiento, y solo después de que confirmes tu dirección. Para dejar de
        recibirlos, un clic en el enlace de cualquiera de ellos. Más en la{' '}
        <TextLink to="/privacy-policy">política de privacidad</TextLink>.
      </p>
    </section>
  );
}
