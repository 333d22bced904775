let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => (markReady = resolve));

/** Called once the toast area listens: a toast sent earlier would otherwise be lost. */
export const toasterMounted = () => markReady();

type Kind = 'success' | 'error' | 'warning';

/** The toast library loads after the page (it is not part of the first download). */
const show = (kind: Kind) => (message: string) =>
  void toasterReady.then(() => import('sonner')).then(({ toast }) => toast[kind](message));

/** Success, error and warning toasts, bottom-right, 5 s, dismissable (see <Toasts>). */
export const notify = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
};
