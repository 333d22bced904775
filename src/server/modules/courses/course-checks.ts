import type { CourseForm } from '../../../shared/course-form';
import type { FieldError } from '../../../shared/api-error';
import { AppError, badRequest } from '../../errors';
import { checkItemIds } from './course-items';
import type { CourseTree } from './course-tree';
import { readCoverPicture, type CoverChoice } from './cover-picture';
import { checkPublishable } from './publishing';

type Existing = Pick<CourseTree, 'units' | 'materials' | 'learningList' | 'pictureUrl'>;

const NEW_COURSE: Existing = { units: [], materials: [], learningList: [], pictureUrl: null };

/**
 * Every check of a course the schema cannot make (item ids, publishing, the picture's bytes),
 * all run, so that one answer names every field at fault. Answers the cover to store.
 */
export async function checkCourse(
  input: CourseForm,
  existing: Existing = NEW_COURSE,
): Promise<CoverChoice> {
  const errors: FieldError[] = [];
  const noted = (error: unknown) => {
    if (!(error instanceof AppError && error.kind === 'bad_request' && error.errors)) throw error;
    errors.push(...error.errors);
  };
  try {
    checkItemIds(input, existing);
  } catch (error) {
    noted(error);
  }
  try {
    checkPublishable(input);
  } catch (error) {
    noted(error);
  }
  const cover = await readCoverPicture(input.picture, existing.pictureUrl).catch(noted);
  if (errors.length > 0 || !cover) throw badRequest(errors[0]?.message ?? '', errors);
  return cover;
}
