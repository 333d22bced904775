import type { CourseProgress } from '../../../shared/responses/learning';

/**
 * What a course card offers: 'Empezar' an owned course not begun (its status line says nothing
 * then), 'Seguir' one under way, 'Ver curso' one finished or not owned.
 */
export function cardAction(owned: boolean, progress: CourseProgress | undefined): string {
  if (!owned) return 'Ver curso';
  const percent = progress?.percent ?? 0;
  if (percent <= 0) return 'Empezar';
  return percent < 100 ? 'Seguir' : 'Ver curso';
}
