/**
 * The years of the days in a calendar CSV's last column, oldest first: the page shows one of
 * them after the import. A line whose day cannot be read is skipped (the server judged the file).
 */
export function csvYears(text: string): number[] {
  const years = new Set<number>();
  for (const line of text.split(/\r?\n/)) {
    const day = /(\d{4})-\d{2}-\d{2}"?\s*$/.exec(line);
    if (day) years.add(Number(day[1]));
  }
  return [...years].sort((a, b) => a - b);
}
