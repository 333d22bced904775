import { ARREPENTIMIENTO_DAYS, CONFIRM_LINK_HOURS } from '../../../shared/consumer-rules';
import { useArrepentimiento } from '../../api/consumer';
import { Button } from '../../components/ui/Button';
import { ContactFields } from './ContactFields';
import { RequestAnswer } from './RequestAnswer';
import { useConsumerRequest, type Contact } from './use-consumer-request';

const TITLE = 'Pedido de arrepentimiento';

const NEXT = [
  `Si con ese correo hay compras de los últimos ${ARREPENTIMIENTO_DAYS} días, el mensaje trae un enlace: ahí ves tus compras, elegís cuál cancelar y confirmás. Vence en ${CONFIRM_LINK_HOURS} horas.`,
  'Hasta que confirmes desde el enlace no cambia nada: así nadie puede cancelar una compra tuya con solo saber tu correo.',
  'Si no te llega en unos minutos, revisá la carpeta de correo no deseado o probá con el otro correo que hayas usado al comprar.',
];

/** The form of the Botón de Arrepentimiento, replaced by the neutral answer once sent. */
export function ArrepentimientoRequest({ contact }: { contact: Contact }) {
  const { form, submit, answer, sending } = useConsumerRequest(useArrepentimiento(), contact);

  if (answer) return <RequestAnswer answer={answer} next={NEXT} />;
  return (
    <form onSubmit={submit} noValidate aria-label={TITLE} className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-brand-900">{TITLE}</h2>
      <ContactFields
        field={form.field}
        emailHint="El de tu cuenta o el que usaste al comprar: ahí te enviamos el enlace para confirmar."
      />
      <Button type="submit" loading={sending} className="mt-2 self-start">
        Enviar pedido
      </Button>
    </form>
  );
}
