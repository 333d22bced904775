let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => (markReady = resolve));

/** Called once the toast area listens: a toast sent earlier would otherwise be lost. */
export const toasterMounted = () => markReady();

let wanted = false;
const wantedListeners = new Set<() => void>();

/**
 * Calls `listener` once a toast has been asked for (at once if one already was): the toast area
 * loads its library then, not with the page. Returns the unsubscribe.
 */
export function onToastWanted(listener: () => void): () => void {
  if (wanted) listener();
  else wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
  wantedListeners.clear();
}

type Kind = 'success' | 'error' | 'warning';

/** The toast library is not part of the first download: the first toast loads it. */
const show = (kind: Kind) => (message: string) => {
  want();
  void toasterReady.then(() => import('sonner')).then(({ toast }) => toast[kind](message));
};

/** Success, error and warning toasts, bottom-right, 5 s, dismissable (see <Toasts>). */
export const notify = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
};

/** For a mutation behind a button with no form: the server's answer, or its error, as a toast. */
export const toastOutcome = {
  onSuccess: (answer: { message: string }) => notify.success(answer.message),
  onError: (error: Error) => notify.error(error.message),
};
