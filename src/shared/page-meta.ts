import { BRAND } from './brand';

export type PageMeta = { title: string; description: string };

export function formatTitle(title: string): string {
  return `${title} | ${BRAND.shortName}`;
}
