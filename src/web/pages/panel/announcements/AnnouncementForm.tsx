import { useState, type FormEvent } from 'react';
import type { AnnouncementDraftInput } from '../../../../shared/announcements';
import type { AnnouncementPreview } from '../../../../shared/responses/announcements';
import { useAdminCourses } from '../../../api/admin';
import {
  useAnnouncementPreview,
  useSendAnnouncement,
  useTestAnnouncement,
} from '../../../api/admin-announcements';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/FormField';
import { notify } from '../../../components/ui/toast';
import { useApiForm } from '../../../lib/use-api-form';

const EVERYONE = '';

export type AnnouncementStart = { courseId: string; subject: string; body: string };

const students = (count: number) => (count === 1 ? '1 alumno' : `${count} alumnos`);

/**
 * The compose form: to one course's students or to all, a subject and a markdown text; a
 * preview of the mail, a test sent to oneself, and 'Enviar' after a confirmation that says
 * how many students will get it.
 */
export function AnnouncementForm({ start }: { start: AnnouncementStart }) {
  const courses = useAdminCourses();
  const form = useApiForm(start);
  const preview = useAnnouncementPreview();
  const test = useTestAnnouncement();
  const send = useSendAnnouncement();
  const [shown, setShown] = useState<AnnouncementPreview>();
  const [confirming, setConfirming] = useState<AnnouncementPreview>();

  const draft = (): AnnouncementDraftInput => ({
    subject: form.values.subject,
    body: form.values.body,
    courseId: form.values.courseId === EVERYONE ? null : Number(form.values.courseId),
  });

  const showPreview = () =>
    preview.mutate(draft(), { onSuccess: setShown, onError: (error) => form.showError(error) });
  const sendTest = () =>
    test.mutate(draft(), {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => form.showError(error),
    });
  // 'Enviar' first asks how many students will get it, then asks for a confirmation.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    preview.mutate(draft(), {
      onSuccess: (answer) => {
        setShown(answer);
        setConfirming(answer);
      },
      onError: (error) => form.showError(error),
    });
  };
  const confirmSend = () =>
    send.mutate(draft(), {
      onSuccess: (answer) => {
        setConfirming(undefined);
        setShown(undefined);
        form.reset({ courseId: EVERYONE, subject: '', body: '' });
        notify.success(answer.message);
      },
      onError: (error) => {
        setConfirming(undefined);
        form.showError(error);
      },
    });

  const options = [
    { value: EVERYONE, label: 'Todos los alumnos' },
    ...(courses.data ?? []).map((course) => ({ value: String(course.id), label: course.title })),
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="announcement-form-title"
        className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h3 id="announcement-form-title" className="text-lg font-semibold text-brand-900">
          Nuevo anuncio
        </h3>
        <SelectField
          label="Destinatarios"
          hint="Los alumnos que tienen el curso, o todos los que tienen alguno. No les llega a quienes se dieron de baja de los anuncios."
          options={options}
          {...form.field('courseId')}
        />
        <TextField label="Asunto" maxLength={150} {...form.field('subject')} />
        <TextAreaField
          label="Texto"
          hint="Podés usar markdown: **negrita**, *cursiva*, listas y enlaces."
          rows={10}
          {...form.field('body')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={showPreview} loading={preview.isPending}>
            Vista previa
          </Button>
          <Button type="button" variant="outline" onClick={sendTest} loading={test.isPending}>
            Enviarme una prueba
          </Button>
          <Button type="submit">Enviar</Button>
        </div>
      </form>
      <section
        aria-labelledby="announcement-preview-title"
        className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h3 id="announcement-preview-title" className="text-lg font-semibold text-brand-900">
          Vista previa
        </h3>
        {shown ? (
          <>
            <p className="text-sm text-slate-600">
              Le llegaría a {students(shown.recipients)}. Asunto: <strong>{shown.subject}</strong>
            </p>
            {/* Rendered by the server: raw HTML skipped and every text escaped. */}
            <div
              data-testid="announcement-preview"
              className="flex flex-col gap-3 border-t border-slate-200 pt-3 [&_a]:text-brand-700 [&_a]:underline"
              dangerouslySetInnerHTML={{ __html: shown.html }}
            />
          </>
        ) : (
          <p className="text-sm text-slate-600">
            Tocá «Vista previa» para ver el correo tal como les llega.
          </p>
        )}
      </section>
      <Modal
        open={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title="Enviar el anuncio"
        description={
          confirming ? `Le va a llegar a ${students(confirming.recipients)}. ¿Lo enviamos?` : ''
        }
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(undefined)}>
            No, cancelar
          </Button>
          <Button onClick={confirmSend} loading={send.isPending}>
            Sí, enviar
          </Button>
        </div>
      </Modal>
    </div>
  );
}
