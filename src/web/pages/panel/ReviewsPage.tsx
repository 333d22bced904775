import { reviewsSearchParams, useAdminReviews, type ReviewsQuery } from '../../api/admin-reviews';
import { SelectField } from '../../components/ui/FormField';
import { useSearchParams } from '../../navigation/navigation';
import { CourseSelect } from './CourseSelect';
import { PagedResults } from './PagedResults';
import { PanelPage } from './PanelPage';
import { ReviewCards } from './reviews/ReviewCards';

const STATES = [
  { value: '', label: 'Todas' },
  { value: 'visible', label: 'Visibles' },
  { value: 'hidden', label: 'Ocultas' },
];

/** The course, state and page of the list, kept in the query string. */
function useReviewsParams() {
  const [params, setParams] = useSearchParams();
  const courseId = /^\d{1,10}$/.test(params.get('courseId') ?? '') ? params.get('courseId')! : '';
  const filter = STATES.some((state) => state.value === params.get('filter'))
    ? params.get('filter')!
    : '';
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const query: ReviewsQuery = { page, courseId, filter };
  return {
    query,
    choose: (change: Partial<ReviewsQuery>) =>
      setParams(reviewsSearchParams({ ...query, ...change, page: 1 }), {
        preventScrollReset: true,
      }),
    hrefFor: (to: number) => `?${reviewsSearchParams({ ...query, page: to })}`,
  };
}

/** /panel/reviews: what students say of the courses, newest first; hidden, shown or replied to here. */
export default function ReviewsPage() {
  const list = useReviewsParams();
  const reviews = useAdminReviews(list.query);

  return (
    <PanelPage>
      <div role="search" className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <CourseSelect
          value={list.query.courseId}
          onChange={(courseId) => list.choose({ courseId })}
        />
        <SelectField
          label="Estado"
          options={STATES}
          value={list.query.filter}
          onChange={(event) => list.choose({ filter: event.target.value })}
        />
      </div>
      <PagedResults
        list={reviews}
        errorMessage="Ocurrió un error al obtener las opiniones. Intente de nuevo más tarde."
        emptyMessage="No hay opiniones con estos filtros."
        noun={['opinión', 'opiniones']}
        hrefFor={list.hrefFor}
      >
        {(items) => <ReviewCards reviews={items} />}
      </PagedResults>
    </PanelPage>
  );
}
