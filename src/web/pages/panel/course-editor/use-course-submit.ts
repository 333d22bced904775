import { useEffect, useId, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from '../../../navigation/navigation';
import { useSaveCourse } from '../../../api/admin-courses';
import { notify } from '../../../components/ui/toast';
import { courseBody, type CourseFormValues } from './course-values';
import { showServerErrors } from './form-errors';
import { showRefusal } from '../form-refusal';
import type { AdminCourse } from '../../../../shared/responses/admin';

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

  const refused = (error: Error) => showRefusal(formId, error, () => showServerErrors(form, error));

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
