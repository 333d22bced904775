import { notify } from '../../../components/ui/toast';

/**
 * What a user dialog does with the server's answer: the message as a toast and the dialog
 * closed, or the messages under the fields (any other as a toast).
 */
export const dialogOutcome = (close: () => void, showError: (error: Error) => void) => ({
  onSuccess: (answer: { message: string }) => {
    notify.success(answer.message);
    close();
  },
  onError: (error: Error) => showError(error),
});
