import { useBundleDetail } from '../../api/bundles';
import { useCourseDetail } from '../../api/courses';
import type { SaleItemRef } from '../../components/course/course-paths';
import { bundleItem, courseItem, type BuyItem } from './buy-item';

/** The course or the bundle a buy page sells, as its public page has it. */
export function useBuyItem(ref: SaleItemRef): { item: BuyItem | undefined; isError: boolean } {
  // Only the one of the address's kind is asked for: an id of 0 asks for nothing.
  const course = useCourseDetail(ref.kind === 'course' ? ref.id : 0, ref.slug);
  const bundle = useBundleDetail(ref.kind === 'bundle' ? ref.id : 0, ref.slug);
  if (ref.kind === 'bundle') {
    return { item: bundle.data && bundleItem(bundle.data), isError: bundle.isError };
  }
  return { item: course.data && courseItem(course.data), isError: course.isError };
}
