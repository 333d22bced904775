import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from '../../navigation/navigation';
import { useCourseDetail } from '../../api/courses';
import { HydrateLater } from '../../components/layout/HydrateLater';
import { laterPart } from '../../components/layout/later-part';
import { PageLoading } from '../../components/layout/PageLoading';
import { usePageMeta } from '../../lib/use-page-meta';
import { coursePageMeta } from './course-meta';
import { CourseHeader, headerLaterParts } from './CourseHeader';
import type { CourseDetail } from '../../../shared/responses/courses';

// Below the header: the server's markup is read while the header is taken over.
const CourseDetails = laterPart(() => import('./CourseDetails'));
export const laterParts = [CourseDetails, ...headerLaterParts];

function CourseBody({ course }: { course: CourseDetail }) {
  return (
    <>
      <CourseHeader course={course} />
      <HydrateLater>
        <CourseDetails course={course} />
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
