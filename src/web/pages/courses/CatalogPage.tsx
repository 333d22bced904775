import { COURSES_META } from '../../../shared/page-meta/courses';
import { CourseFilterBar } from '../../components/course/CourseFilterBar';
import { useCourseFilters } from '../../components/course/use-course-filters';
import { HydrateLater } from '../../components/layout/HydrateLater';
import { laterPart } from '../../components/layout/later-part';
import { usePageMeta } from '../../lib/use-page-meta';
import { CatalogBanner } from './CatalogBanner';

// The courses and the routes (pictures, words and links the server drew) are taken over after
// the filter bar.
const CatalogResults = laterPart(() => import('./CatalogResults'));
const CatalogBundles = laterPart(() => import('./CatalogBundles'));
const CatalogPlan = laterPart(() => import('./CatalogPlan'));
export const laterParts = [CatalogResults, CatalogBundles, CatalogPlan];

/**
 * /courses: the visible courses, filtered on the client by title and category, then the
 * 'Rutas de aprendizaje' when there are any, and the 'Plan Contador' while it is offered. A search or a category asks for courses: the
 * routes step aside while it is on.
 */
export default function CatalogPage() {
  usePageMeta(COURSES_META);
  const { filters, update, clear } = useCourseFilters();
  const filtering = filters.search.trim() !== '' || filters.filter !== 'all';
  return (
    <>
      <CatalogBanner>
        <CourseFilterBar filters={filters} onChange={update} tone="dark" />
      </CatalogBanner>
      <section aria-labelledby="catalog-list" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="catalog-list" className="sr-only">
          Listado de cursos
        </h2>
        <HydrateLater>
          <CatalogResults filters={filters} onClear={clear} />
        </HydrateLater>
      </section>
      {!filtering && (
        <HydrateLater>
          <CatalogBundles />
          <CatalogPlan />
        </HydrateLater>
      )}
    </>
  );
}
