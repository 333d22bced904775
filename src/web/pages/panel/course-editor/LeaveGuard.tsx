import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * While the form has unsaved changes, leaving asks first: a dialog for a link or the back
 * button, the browser's own question for closing or reloading the tab. Not once saved.
 */
export function LeaveGuard({ saved }: { saved: boolean }) {
  const { isDirty } = useFormState();
  const guarding = isDirty && !saved;
  const blocker = useBlocker(guarding);

  useEffect(() => {
    if (!guarding) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [guarding]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      title="¿Salir sin guardar?"
      question="Hay cambios en el curso que todavía no guardaste. Si salís ahora, se pierden."
      cancelLabel="Seguir editando"
      confirmLabel="Salir sin guardar"
    />
  );
}
