import { useFormContext, useFormState } from 'react-hook-form';
import type { CourseFormValues } from './course-values';
import { messageAt } from './form-errors';

/** The text values of the course form that sit in an input, a text area or a select. */
export type TextPath =
  | 'title'
  | 'description'
  | 'category'
  | 'visibility'
  | 'price'
  | 'salePrice'
  | 'saleEndsAt'
  | 'content'
  | 'urlTrailer'
  | 'instructorId'
  | `units.${number}.title`
  | `units.${number}.release`
  | `units.${number}.releaseAfterDays`
  | `units.${number}.releaseDate`
  | `units.${number}.quiz.passingScore`;

/**
 * `field(name)` gives the props of a TextField, TextAreaField or SelectField bound to one value
 * of the course form, with the server's message for it; editing the value clears that message.
 */
export function useCourseField() {
  const { register, clearErrors, control } = useFormContext<CourseFormValues>();
  const { errors } = useFormState({ control });
  return (name: TextPath) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: messageAt(errors, name),
  });
}
