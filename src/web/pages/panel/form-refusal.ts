import { flushSync } from 'react-dom';
import { notify } from '../../components/ui/toast';

/** After a refusal the focus goes to the first field or item to correct. */
const FIRST_PROBLEM = '[aria-invalid="true"], [data-invalid]';

/**
 * What a panel form does with a refused save: `place` puts the server's field messages where
 * the form shows them and says whether there were any; once drawn, the first is focused in the
 * form `formId`. Without any, the error's message is a toast.
 */
export function showRefusal(formId: string, error: Error, place: () => boolean): void {
  let shown = false;
  flushSync(() => {
    shown = place();
  });
  if (!shown) {
    notify.error(error.message);
    return;
  }
  document.getElementById(formId)?.querySelector<HTMLElement>(FIRST_PROBLEM)?.focus();
}
