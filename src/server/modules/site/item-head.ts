import { lastCalendarDay } from '../../../shared/format-date';
import { saleInForce, type Priced } from '../../../shared/pricing';
import type { PageHead } from './page-head';

type Item = { title: string; description: string; picture: { url: string } | null };

/** The head of a course's or a route's page, found: its own words and picture, indexed. */
export const itemHead = (
  item: Item,
  path: string,
  ogType: PageHead['ogType'],
): Omit<PageHead, 'jsonLd'> => ({
  status: 200,
  meta: { title: item.title, description: item.description },
  path,
  ogType,
  image: item.picture?.url,
  indexable: true,
});

/** What a page offers for sale, as schema.org's Offer: its price in force, in pesos. */
export function offerOf(priced: Priced, now: Date) {
  const sale = saleInForce(priced, now);
  return {
    '@type': 'Offer',
    price: sale?.price ?? priced.price,
    priceCurrency: 'ARS',
    ...(sale ? { priceValidUntil: lastCalendarDay(sale.endsAt) } : {}),
  };
}

/** A course's stars as schema.org's AggregateRating, on the 1 to 5 scale the reviews use. */
export const aggregateRatingOf = (rating: { average: number; count: number }) => ({
  '@type': 'AggregateRating',
  ratingValue: rating.average,
  reviewCount: rating.count,
  bestRating: 5,
  worstRating: 1,
});
