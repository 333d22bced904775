import { BRAND } from '../../../shared/brand';
import { useArrepentimiento } from '../../api/consumer';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/FormField';
import { ContactFields } from './ContactFields';
import { RequestAnswer } from './RequestAnswer';
import { useConsumerRequest, type Contact } from './use-consumer-request';

const TITLE = 'Pedido de arrepentimiento';
const MAILED = 'Te enviamos esta misma respuesta por correo, con el código.';

const ACCEPTED_NEXT = [
  MAILED,
  'El reintegro va al mismo medio de pago con el que pagaste: según tu banco o tarjeta, puede tardar algunos días en verse en el resumen.',
  'Guardá el código: con él podés consultarnos por el estado del pedido.',
];

const REFUSED_NEXT = [
  MAILED,
  'Si un dato estaba mal (por ejemplo, el número de operación), podés hacer el pedido de nuevo.',
  <>
    Si creés que hay un error, escribinos a{' '}
    <a href={`mailto:${BRAND.email}`} className="font-medium text-brand-700 underline">
      {BRAND.email}
    </a>{' '}
    citando el código.
  </>,
];

/** The form of the Botón de Arrepentimiento, replaced by the server's answer once sent. */
export function ArrepentimientoRequest({ contact }: { contact: Contact }) {
  const { form, submit, answer, sending, again } = useConsumerRequest(useArrepentimiento(), {
    ...contact,
    document: '',
    operation: '',
  });

  if (answer?.status === 'accepted') return <RequestAnswer answer={answer} next={ACCEPTED_NEXT} />;
  if (answer) {
    return (
      <RequestAnswer answer={answer} next={REFUSED_NEXT}>
        <Button variant="outline" onClick={again}>
          Hacer otro pedido
        </Button>
      </RequestAnswer>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={TITLE} className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-brand-900">{TITLE}</h2>
      <ContactFields field={form.field} emailHint="El de tu cuenta o el que usaste al comprar." />
      <TextField
        label="Documento"
        inputMode="numeric"
        autoComplete="off"
        hint="DNI, CUIT o CUIL."
        {...form.field('document')}
      />
      <TextField
        label="Número de operación (opcional)"
        inputMode="numeric"
        autoComplete="off"
        hint="Figura en el comprobante de MercadoPago y en el correo de confirmación de compra. Si lo dejás vacío, buscamos la compra por tu correo."
        {...form.field('operation')}
      />
      <Button type="submit" loading={sending} className="mt-2 self-start">
        Enviar pedido
      </Button>
    </form>
  );
}
