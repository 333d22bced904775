import { useBaja } from '../../api/consumer';
import { Button } from '../../components/ui/Button';
import { ContactFields } from './ContactFields';
import { RequestAnswer } from './RequestAnswer';
import { useConsumerRequest, type Contact } from './use-consumer-request';

const TITLE = 'Pedido de baja';

const NEXT = [
  'Si hay una cuenta con ese correo, el mensaje trae el enlace para confirmar la baja. Vence en 48 horas.',
  'Hasta que la confirmes no borramos nada.',
  'Si no te llega en unos minutos, revisá la carpeta de correo no deseado.',
];

/** The form of the Botón de Baja; the answer asks to confirm from the e-mail. */
export function BajaRequest({ contact }: { contact: Contact }) {
  const { form, submit, answer, sending } = useConsumerRequest(useBaja(), contact);

  if (answer) return <RequestAnswer answer={answer} next={NEXT} />;
  return (
    <form onSubmit={submit} noValidate aria-label={TITLE} className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-brand-900">{TITLE}</h2>
      <ContactFields field={form.field} emailHint="El correo de tu cuenta." />
      <Button type="submit" loading={sending} className="mt-2 self-start">
        Pedir la baja
      </Button>
    </form>
  );
}
