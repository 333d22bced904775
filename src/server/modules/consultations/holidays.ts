/**
 * Argentina's national holidays ('public' in date-holidays: the days off for everyone, moved
 * ones on the day they fall). The library carries every country's calendar and is large, so it
 * is loaded the first time a holiday is asked, not as the site starts; each year is worked out
 * once.
 */

type Calendar = { getHolidays(year: number): { date: string; type: string }[] };

let calendar: Promise<Calendar> | undefined;
const years = new Map<number, string[]>();

const argentineCalendar = () =>
  (calendar ??= import('date-holidays').then(({ default: Holidays }) => new Holidays('AR')));

/** The national holidays of the years asked, as 'YYYY-MM-DD'. */
export async function nationalHolidays(wanted: Iterable<number>): Promise<Set<string>> {
  const days = new Set<string>();
  for (const year of new Set(wanted)) {
    let list = years.get(year);
    if (!list) {
      list = (await argentineCalendar())
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10));
      years.set(year, list);
    }
    for (const day of list) days.add(day);
  }
  return days;
}

/** The years the days from `from` to `to` ('YYYY-MM-DD') fall in. */
export function yearsOf(from: string, to: string): number[] {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    years.push(year);
  }
  return years;
}
