import { useEffect, useId, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from '../../../navigation/navigation';
import { useSaveCourse } from '../../../api/admin-courses';
import { notify } from '../../../components/ui/toast';
import { courseBody, type CourseFormValues } from './course-values';
import { showServerErrors } from './form-errors';
import type { AdminCourse } from '../../../../shared/responses/admin';

/** After a refusal the focus goes to the first field or item to correct. */
const FIRST_PROBLEM = '[aria-invalid="true"], [data-invalid]';

/**
 * Sends the course form (a new course, or the edit of `course`). Success: the server's message
 * and back to the course list. Field errors go where the form shows them, the first one
 * focused; any other failure is an error toast.
 */
export function useCourseSubmit(form: UseFormReturn<CourseFormValues>, course?: AdminCourse) {
  const formId = useId();
  const save = useSaveCourse(course);
  const navigate = useNavigate();
  const busy = save.isPending || save.isSuccess;

  const refused = (error: Error) => {
    let shown = false;
    flushSync(() => {
      shown = showServerErrors(form, error);
    });
    if (!shown) {
      notify.error(error.message);
      return;
    }
    document.getElementById(formId)?.querySelector<HTMLElement>(FIRST_PROBLEM)?.focus();
  };

  // Not handleSubmit: it holds back a form that still shows a message on a value without an
  // input (an item, a list), and every check here is the server's.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.clearErrors();
    save.mutate(courseBody(form.getValues()), {
      onSuccess: (answer) => notify.success(answer.message),
      onError: refused,
    });
  };

  // Here rather than in onSuccess: by now the leave guard knows the course is saved.
  useEffect(() => {
    if (save.isSuccess) void navigate('/panel/courses');
  }, [save.isSuccess, navigate]);

  return { formId, submit, sending: busy, saved: save.isSuccess };
}
