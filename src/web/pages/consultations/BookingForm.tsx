import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BookingCreated, ConsultationType } from '../../../shared/responses/consultations';
import { consultationsApi } from '../../api/consultations';
import { ApiError } from '../../api/client';
import { useSession } from '../../auth/session-context';
import { BookingSummary } from '../../components/consultations/BookingSummary';
import {
  CANCEL_NOTE,
  MY_CONSULTATIONS_PATH,
} from '../../components/consultations/consultation-text';
import { authLink } from '../../components/layout/nav-items';
import { Button, buttonClasses } from '../../components/ui/Button';
import { TextAreaField, TextField } from '../../components/ui/FormField';
import { notify } from '../../components/ui/toast';
import { WarningNotice } from '../../components/ui/WarningNotice';
import { useAction } from '../../lib/use-action';
import { useApiForm } from '../../lib/use-api-form';
import { Link } from '../../navigation/Link';
import { useNavigate } from '../../navigation/navigation';
import { choicePath } from './booking-choice';

const CONFIRMED = 'Listo, tu consulta quedó confirmada. Te enviamos la invitación por correo.';

type Props = {
  type: ConsultationType;
  start: string;
  /** The time was taken meanwhile (409): back to the times with the server's message. */
  onTaken: (message: string) => void;
};

/** The checkout is a page of its own (MercadoPago's, or the sandbox's): the browser leaves. */
const leaveFor = (address: string) => window.location.assign(address);

function VerifyFirst({ back }: { back: string }) {
  return (
    <WarningNotice
      action={
        <Link
          to={`/account/email?redirect_url=${encodeURIComponent(back)}`}
          className={buttonClasses('primary', 'shrink-0', 'sm')}
        >
          Validar mi correo
        </Link>
      }
    >
      Para reservar, primero validá tu correo electrónico. Después volvés a este horario.
    </WarningNotice>
  );
}

function SignInFirst({ back }: { back: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        Para reservar necesitás una cuenta. Iniciá sesión o creala y volvés a este horario.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={authLink('login', back)} className={buttonClasses('primary')}>
          Iniciar sesión para reservar
        </Link>
        <Link to={authLink('register', back)} className={buttonClasses('outline')}>
          Crear cuenta
        </Link>
      </div>
    </div>
  );
}

function ContactFields({ type, start, onTaken }: Props) {
  const navigate = useNavigate();
  const form = useApiForm({ phone: '', topic: '' });
  const book = useAction(consultationsApi.book);
  const [unverified, setUnverified] = useState(false);
  const back = choicePath({ typeId: type.id, start });
  const free = type.price <= 0;

  const done = (answer: BookingCreated) => {
    if ('init_point' in answer) return leaveFor(answer.init_point);
    notify.success(CONFIRMED);
    navigate(MY_CONSULTATIONS_PATH);
  };
  const failed = (error: Error) => {
    const status = error instanceof ApiError ? error.status : 0;
    const fieldErrors = error instanceof ApiError ? error.errors.length : 0;
    if (status === 401) return navigate(authLink('login', back));
    if (status === 403) return setUnverified(true);
    if (status === 409 && fieldErrors === 0) return onTaken(error.message);
    form.showError(error);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    book.mutate({ typeId: type.id, start, ...form.values }, { onSuccess: done, onError: failed });
  };

  if (unverified) return <VerifyFirst back={back} />;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Datos de la reserva"
    >
      <TextField
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        hint="Con característica, por si necesitamos comunicarnos."
        {...form.field('phone')}
      />
      <TextAreaField
        label="Tema de la consulta"
        hint="Contanos brevemente qué querés consultar."
        maxLength={1000}
        {...form.field('topic')}
      />
      <Button type="submit" variant="accent" loading={book.isPending}>
        {free ? 'Reservar' : 'Reservar y pagar'}
      </Button>
    </form>
  );
}

/**
 * The summary of the chosen consultation and time, the payment and cancellation notes (before
 * paying), and what booking needs: an account (sign in or register, then back here), a verified
 * e-mail, then the phone and the topic.
 */
export function BookingForm(props: Props) {
  const { type, start } = props;
  const { user, status } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const back = choicePath({ typeId: type.id, start });
  const free = type.price <= 0;

  // A time just chosen (the form is drawn again for each): the form is where the visitor goes
  // next, keyboard and screen readers too.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby="booking-form-title"
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2
        id="booking-form-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900 outline-none"
      >
        Tu reserva
      </h2>
      <BookingSummary type={type} start={start} />
      <div className="flex flex-col gap-2 text-sm text-slate-700">
        {!free && (
          <p>
            El pago se hace con MercadoPago: con tarjeta de crédito podés pagarlo en cuotas, según
            las que ofrezca tu tarjeta.
          </p>
        )}
        <p className="font-medium text-slate-800">
          {free ? 'Podés cancelar sin cargo hasta 24 horas antes.' : CANCEL_NOTE}
        </p>
      </div>
      {status === 'loading' ? (
        <Button variant="accent" disabled>
          {free ? 'Reservar' : 'Reservar y pagar'}
        </Button>
      ) : !user ? (
        <SignInFirst back={back} />
      ) : !user.status ? (
        <VerifyFirst back={back} />
      ) : (
        <ContactFields {...props} />
      )}
    </section>
  );
}
