import type { FormEvent } from 'react';
import type { ContactMessage } from '../../../shared/contact';
import { useSendContactMessage } from '../../api/contact';
import { useApiForm } from '../../lib/use-api-form';
import { Button } from '../ui/Button';
import { EmailField } from '../ui/EmailField';
import { TextAreaField, TextField } from '../ui/FormField';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

/** Name, e-mail and message; server errors appear under their fields, success as a toast. */
export function ContactForm() {
  const form = useApiForm(EMPTY);
  const send = useSendContactMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(form.values, form.outcome);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Formulario de contacto"
    >
      <TextField label="Nombre" autoComplete="name" {...form.field('name')} />
      <EmailField label="Correo electrónico" {...form.field('email')} />
      <TextAreaField label="Mensaje" {...form.field('message')} />
      <Button type="submit" loading={send.isPending} className="self-start">
        Enviar mensaje
      </Button>
    </form>
  );
}
