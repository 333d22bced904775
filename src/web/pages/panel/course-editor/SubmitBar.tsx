import { useFormState } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';

/** Stays at the bottom of the screen: whether there are unsaved changes, and the submit button. */
export function SubmitBar({ label, sending }: { label: string; sending: boolean }) {
  const { isDirty } = useFormState();
  return (
    <div className="sticky bottom-0 z-20 -mx-4 flex items-center justify-end gap-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-6 sm:shadow-sm">
      {isDirty && <p className="text-sm text-slate-600">Hay cambios sin guardar.</p>}
      <Button type="submit" variant="accent" loading={sending} className="min-w-28">
        {label}
      </Button>
    </div>
  );
}
