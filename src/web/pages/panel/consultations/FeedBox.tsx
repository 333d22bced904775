import { useState } from 'react';
import { useAgendaFeed, useRenewAgendaFeed } from '../../../api/admin-consultations';
import { Button } from '../../../components/ui/Button';
import { LoadError } from '../../../components/ui/LoadError';
import { notify } from '../../../components/ui/toast';
import { ConfirmDialog } from '../course-editor/ConfirmDialog';

/** 'Calendario privado': the feed's address for the accountant's calendar app, and a new one. */
export function FeedBox() {
  const feed = useAgendaFeed();
  const renew = useRenewAgendaFeed();
  const [asking, setAsking] = useState(false);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Copiamos la dirección.');
    } catch {
      notify.error('No pudimos copiar la dirección: seleccionala y copiala a mano.');
    }
  }

  return (
    <section
      aria-labelledby="feed-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="feed-title" className="text-lg font-semibold text-brand-900">
        Calendario privado
      </h2>
      <p className="text-sm text-slate-700">
        Suscribite a esta dirección desde tu calendario (Google Calendar, Outlook, el del teléfono)
        para ver las consultas confirmadas. Es secreta: quien la tenga ve la agenda.
      </p>
      {feed.isError && (
        <LoadError>No pudimos obtener la dirección. Intente de nuevo más tarde.</LoadError>
      )}
      {feed.data && (
        <>
          <input
            readOnly
            aria-label="Dirección del calendario privado"
            value={feed.data}
            onFocus={(event) => event.target.select()}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void copy(feed.data)}>
              Copiar
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={renew.isPending}
              onClick={() => setAsking(true)}
            >
              Generar una dirección nueva
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          renew.mutate(undefined, {
            onSuccess: () =>
              notify.success('Generamos una dirección nueva: la anterior ya no funciona.'),
            onError: (error) => notify.error(error.message),
          });
        }}
        title="Generar una dirección nueva"
        question="La dirección actual deja de funcionar en el acto: los calendarios suscritos a ella dejan de recibir las consultas hasta que te suscribas a la nueva."
        cancelLabel="No, cancelar."
        confirmLabel="Sí, generar otra."
      />
    </section>
  );
}
