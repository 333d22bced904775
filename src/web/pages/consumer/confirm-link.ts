import { isDeadLink } from '../../api/client';
import { notify } from '../../components/ui/toast';

/** What the helpers need of the mutation that confirms an e-mailed link (api/consumer.ts). */
type LinkConfirmation = {
  mutate: (
    input: undefined,
    options: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  error: Error | null;
};

/**
 * Sends the confirmation; `onDone` once it is accepted. A dead link is shown in place of the
 * button (`deadLinkMessage`), any other error as a toast.
 */
export const sendConfirmation = (confirmation: LinkConfirmation, onDone: () => void) => () =>
  confirmation.mutate(undefined, {
    onSuccess: onDone,
    onError: (error) => {
      if (!isDeadLink(error)) notify.error(error.message);
    },
  });

/** The server's words when the link is used, expired or never valid. */
export const deadLinkMessage = ({ error }: LinkConfirmation) =>
  error && isDeadLink(error) ? error.message : undefined;
