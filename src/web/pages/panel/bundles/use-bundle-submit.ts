import { useEffect, useId, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AdminBundle } from '../../../../shared/responses/bundles';
import { useSaveBundle } from '../../../api/admin-bundles';
import { ApiError } from '../../../api/client';
import { notify } from '../../../components/ui/toast';
import { useNavigate } from '../../../navigation/navigation';
import { showRefusal } from '../form-refusal';
import { BUNDLES_HREF, bundleBody, EMPTY_BUNDLE, type BundleFormValues } from './bundle-values';

type FieldName = keyof BundleFormValues;

/**
 * Puts the server's field messages under their fields and says whether there were any. A
 * message about one course of the list ('courseIds.2') goes to the list, naming the course.
 */
function showServerErrors(
  form: UseFormReturn<BundleFormValues>,
  error: Error,
  titleOf: (id: number) => string,
): boolean {
  const ids = form.getValues('courseIds');
  let shown = false;
  for (const { field, message } of error instanceof ApiError ? error.errors : []) {
    const [name, index] = field.split('.') as [string, string | undefined];
    if (!(name in EMPTY_BUNDLE) || form.getFieldState(name as FieldName).error) continue;
    const course = index === undefined ? undefined : ids[Number(index)];
    const text = course === undefined ? message : `${titleOf(course)}: ${message}`;
    form.setError(name as FieldName, { type: 'server', message: text });
    shown = true;
  }
  return shown;
}

/**
 * Sends the bundle form (a new bundle, or the edit of `bundle`). Success: the server's message
 * and back to the list. Field errors go under their fields, the first one focused; any other
 * failure is an error toast. `formProps` go on the form element.
 */
export function useBundleSubmit(
  form: UseFormReturn<BundleFormValues>,
  bundle: AdminBundle | undefined,
  titleOf: (id: number) => string,
) {
  const formId = useId();
  const save = useSaveBundle();
  const navigate = useNavigate();
  const busy = save.isPending || save.isSuccess;

  // Not handleSubmit: every check is the server's, and the picture's own message (a file too
  // heavy) must not hold the form back once another file is chosen.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.clearErrors();
    save.mutate(
      { id: bundle?.id ?? null, bundle: bundleBody(form.getValues()) },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) =>
          showRefusal(formId, error, () => showServerErrors(form, error, titleOf)),
      },
    );
  };

  useEffect(() => {
    if (save.isSuccess) void navigate(BUNDLES_HREF);
  }, [save.isSuccess, navigate]);

  return { formProps: { id: formId, onSubmit, noValidate: true }, sending: busy };
}
