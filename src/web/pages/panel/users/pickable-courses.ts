import type { AdminUser } from '../../../../shared/responses/admin';

export type PickableCourse = { id: number; title: string; hidden: boolean };

/**
 * The courses an administrator can tick for a user: the public catalogue, then the hidden
 * courses the user already owns (kept, so that saving does not take them away unnoticed).
 */
export function pickableCourses(
  catalogue: readonly { id: number; title: string }[],
  owned: AdminUser['courses'],
): PickableCourse[] {
  const listed = new Set(catalogue.map((course) => course.id));
  return [
    ...catalogue.map(({ id, title }) => ({ id, title, hidden: false })),
    ...owned
      .filter((course) => !listed.has(course.id))
      .map(({ id, title }) => ({ id, title, hidden: true })),
  ];
}
