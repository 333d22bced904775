import { formatClock } from './format-clock';

/** A video's length as a list shows it: '0:07', '12:05', '1:02:05' (to the nearest second). */
export const formatVideoLength = (seconds: number): string =>
  formatClock(Math.round(seconds)).replace(/^0(?=\d:)/, '');

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** Up to one decimal, with the Argentine decimal comma and thousands dot. */
const amount = (value: number) =>
  new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1, useGrouping: 'always' }).format(value);

/** A video's size: '850 KB', '12,5 MB', '1,2 GB'. */
export function formatVideoSize(bytes: number): string {
  if (bytes >= GB) return `${amount(bytes / GB)} GB`;
  if (bytes >= MB) return `${amount(bytes / MB)} MB`;
  return `${amount(Math.max(1, Math.round(bytes / KB)))} KB`;
}
