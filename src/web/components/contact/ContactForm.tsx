import { useState, type FormEvent } from 'react';
import type { ContactMessage } from '../../../shared/contact';
import { ApiError } from '../../api/client';
import { useSendContactMessage } from '../../api/contact';
import { Button } from '../ui/Button';
import { TextAreaField, TextField } from '../ui/FormField';
import { notify } from '../ui/toast';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

/** Name, e-mail and message; server errors appear under their fields, success as a toast. */
export function ContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof ContactMessage, string>>>({});
  const send = useSendContactMessage();

  const update = (field: keyof ContactMessage) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(values, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setValues(EMPTY);
        setFieldErrors({});
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors.length > 0) {
          setFieldErrors({
            name: error.fieldMessage('name'),
            email: error.fieldMessage('email'),
            message: error.fieldMessage('message'),
          });
        } else {
          notify.error(error.message);
        }
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Formulario de contacto"
    >
      <TextField
        label="Nombre"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(event) => update('name')(event.target.value)}
        error={fieldErrors.name}
      />
      <TextField
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => update('email')(event.target.value)}
        error={fieldErrors.email}
      />
      <TextAreaField
        label="Mensaje"
        name="message"
        value={values.message}
        onChange={(event) => update('message')(event.target.value)}
        error={fieldErrors.message}
      />
      <Button type="submit" loading={send.isPending} className="self-start">
        Enviar mensaje
      </Button>
    </form>
  );
}
