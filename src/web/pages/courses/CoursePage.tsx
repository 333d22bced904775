import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { CourseDetail } from '../../../shared/courses';
import { useCourseDetail } from '../../api/courses';
import { HydrateLater } from '../../components/layout/HydrateLater';
import { PageLoading } from '../../components/layout/PageLoading';
import { usePageMeta } from '../../lib/use-page-meta';
import { coursePageMeta } from './course-meta';
import { CourseDescription } from './CourseDescription';
import { CourseHeader } from './CourseHeader';
import { CourseOutline } from './CourseOutline';
import { CourseTrailer } from './CourseTrailer';
import { RelatedCourses } from './RelatedCourses';
import { WantCourse } from './WantCourse';

function CourseBody({ course }: { course: CourseDetail }) {
  return (
    <>
      <CourseHeader course={course} />
      {/* Below the header: read as server markup while the header is taken over. */}
      <HydrateLater>
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
          <CourseOutline units={course.units} />
          <RelatedCourses courses={course.related} />
        </div>
      </HydrateLater>
    </>
  );
}

/** /courses/:id/:slug — a visible course; a missing or hidden one sends the visitor home. */
export default function CoursePage() {
  const params = useParams();
  const id = Number(params.id);
  const slug = params.slug ?? '';
  const { data: course, isError } = useCourseDetail(id, slug);
  const navigate = useNavigate();
  const location = useLocation();
  usePageMeta(coursePageMeta(course?.title));

  const invalid = !Number.isInteger(id) || id <= 0;
  useEffect(() => {
    if (invalid || isError) void navigate('/', { replace: true });
  }, [invalid, isError, navigate]);

  useEffect(() => {
    if (course && course.slug !== slug) {
      const canonical = `/courses/${course.id}/${course.slug}${location.search}${location.hash}`;
      void navigate(canonical, { replace: true });
    }
  }, [course, slug, location.search, location.hash, navigate]);

  if (!course) return <PageLoading />;
  return <CourseBody course={course} />;
}
