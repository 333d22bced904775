import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { CourseDetail } from '../../../shared/courses';
import { useCourseDetail } from '../../api/courses';
import { PageLoading } from '../../components/layout/PageLoading';
import { usePageMeta } from '../../lib/use-page-meta';
import { coursePageMeta } from './course-meta';
import { CourseHeader } from './CourseHeader';
import { CourseOutline } from './CourseOutline';
import { CourseTrailer } from './CourseTrailer';
import { RelatedCourses } from './RelatedCourses';
import { WantCourse } from './WantCourse';

// The description is already in the server-rendered page: the markdown renderer is not part of
// the first download, and hydration keeps the rendered text until it has loaded.
const Markdown = lazy(() =>
  import('../../components/markdown/Markdown').then((module) => ({ default: module.Markdown })),
);

function CourseBody({ course }: { course: CourseDetail }) {
  return (
    <>
      <CourseHeader course={course} />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12 sm:px-6 lg:py-16">
        <CourseTrailer course={course} />
        <WantCourse course={course} />
        {course.content.trim() !== '' && (
          <section aria-labelledby="course-about" className="flex max-w-4xl flex-col gap-4">
            <h2 id="course-about" className="text-2xl font-bold text-brand-900">
              Descripción del curso
            </h2>
            <Suspense fallback={null}>
              <Markdown>{course.content}</Markdown>
            </Suspense>
          </section>
        )}
        <CourseOutline units={course.units} />
        <RelatedCourses courses={course.related} />
      </div>
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
