import { useParams } from '../../navigation/navigation';
import { useCourseDetail } from '../../api/courses';
import { HydrateLater } from '../../components/layout/HydrateLater';
import { laterPart } from '../../components/layout/later-part';
import { PageLoading } from '../../components/layout/PageLoading';
import { coursePath } from '../../components/course/course-paths';
import { useCanonicalAddress } from '../../lib/use-canonical-address';
import { usePageMeta } from '../../lib/use-page-meta';
import { coursePageMeta } from './course-meta';
import { CourseHeader, headerLaterParts } from './CourseHeader';
import type { CourseDetail } from '../../../shared/responses/courses';

// Below the header: the server's markup is read while the header is taken over.
const CourseDetails = laterPart(() => import('./CourseDetails'));
// Drawn only in the browser, once scrolled: none of it is in the first download.
const CourseBuyBar = laterPart(() => import('./CourseBuyBar'));
export const laterParts = [CourseDetails, CourseBuyBar, ...headerLaterParts];

function CourseBody({ course }: { course: CourseDetail }) {
  return (
    <>
      <CourseHeader course={course} />
      <HydrateLater>
        <CourseDetails course={course} />
      </HydrateLater>
      <HydrateLater>
        <CourseBuyBar course={course} />
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
  usePageMeta(coursePageMeta(course?.title));
  const invalid = !Number.isInteger(id) || id <= 0;
  useCanonicalAddress(course, {
    slug,
    missing: invalid || isError,
    away: '/',
    canonical: coursePath,
  });

  if (!course) return <PageLoading />;
  return <CourseBody course={course} />;
}
