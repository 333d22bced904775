import { useCourseViewBeacon } from '../../api/course-views';
import { CourseDescription } from './CourseDescription';
import { CourseFaq } from './CourseFaq';
import { CourseInstructor } from './CourseInstructor';
import { CourseOutline } from './CourseOutline';
import { CourseReviews } from './CourseReviews';
import { CourseTrailer } from './CourseTrailer';
import { RelatedCourses } from './RelatedCourses';
import { WantCourse } from './WantCourse';
import type { CourseDetail } from '../../../shared/responses/courses';

/**
 * A course page below its header: trailer, what it teaches, description, who teaches it,
 * outline, students' reviews, questions answered, related. Its code arrives after the page's, once the page is
 * shown: it also says the page was seen.
 */
export default function CourseDetails({ course }: { course: CourseDetail }) {
  useCourseViewBeacon(course.id);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12 sm:px-6 lg:py-16">
      <CourseTrailer course={course} />
      <WantCourse course={course} />
      {course.content.trim() !== '' && (
        <section aria-labelledby="course-about" className="flex max-w-4xl flex-col gap-4">
          <h2 id="course-about" className="text-2xl font-bold text-brand-900">
            Descripción del curso
          </h2>
          {/* Keyed by the text: another course's, or an edited one, is drawn afresh. */}
          <CourseDescription key={course.content} content={course.content} />
        </section>
      )}
      {course.instructor && <CourseInstructor instructor={course.instructor} />}
      <CourseOutline course={course} />
      <CourseReviews course={course} />
      <CourseFaq course={course} />
      <RelatedCourses courses={course.related} />
    </div>
  );
}
