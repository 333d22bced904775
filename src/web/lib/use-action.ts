import { useCallback, useState } from 'react';

export type Handlers<Output> = {
  onSuccess?: (output: Output) => void;
  onError?: (error: Error) => void;
  /** After either. */
  onSettled?: () => void;
};

/**
 * One call to the API started by the person (send a form, sign out), with whether it is under
 * way. For the shell and the public pages, which leave TanStack Query out of the first download.
 */
export function useAction<Input, Output>(
  action: (input: Input) => Promise<Output>,
  defaults: Handlers<Output> = {},
) {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(
    (input: Input, handlers: Handlers<Output> = {}) => {
      setPending(true);
      action(input).then(
        (output) => {
          setPending(false);
          defaults.onSuccess?.(output);
          handlers.onSuccess?.(output);
          handlers.onSettled?.();
        },
        (caught: unknown) => {
          setPending(false);
          const error = caught instanceof Error ? caught : new Error(String(caught));
          defaults.onError?.(error);
          handlers.onError?.(error);
          handlers.onSettled?.();
        },
      );
    },
    // The handlers are read when the call ends; a caller's new functions need no new `mutate`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [action],
  );
  return { mutate, isPending };
}
