import { toast } from 'sonner';

export const TOAST_DURATION_MS = 5000;

/** Success, error and warning toasts, bottom-right, 5 s, dismissable (see <Toaster> in App). */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  warning: (message: string) => toast.warning(message),
};
