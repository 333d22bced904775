import type { CourseDetail } from '../../../../shared/responses/courses';

export type PreviewLesson = CourseDetail['units'][number]['modules'][number] & {
  videoId: string;
  unitTitle: string;
};

/** The course's free preview lessons ('Ver gratis'), in the course's order. */
export function previewLessonsOf(course: Pick<CourseDetail, 'units'>): PreviewLesson[] {
  return course.units.flatMap((unit) =>
    unit.modules
      .filter((module) => module.preview && module.videoId !== undefined)
      .map((module) => ({ ...module, videoId: module.videoId!, unitTitle: unit.title })),
  );
}
