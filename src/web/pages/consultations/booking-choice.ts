/** What the visitor chose on /consultas, kept in the address so that it survives signing in. */
export type BookingChoice = { typeId: number | null; start: string | null };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** `?tipo=<id>&inicio=<ISO instant>`; anything malformed reads as not chosen. */
export function readChoice(params: URLSearchParams): BookingChoice {
  const rawType = params.get('tipo') ?? '';
  const typeId = /^[1-9]\d{0,9}$/.test(rawType) ? Number(rawType) : null;
  const rawStart = params.get('inicio') ?? '';
  const start =
    typeId !== null && ISO_INSTANT.test(rawStart) && !Number.isNaN(Date.parse(rawStart));
  return { typeId, start: start ? rawStart : null };
}

/** The query string of a choice, '?tipo=3&inicio=2026-12-07T10%3A00%3A00-03%3A00'. */
export function choiceSearch({ typeId, start }: BookingChoice): string {
  if (typeId === null) return '';
  const params = new URLSearchParams({ tipo: String(typeId) });
  if (start) params.set('inicio', start);
  return `?${params.toString()}`;
}

/** The page's address with a choice: where the sign-in and the e-mail check bring the visitor back. */
export const choicePath = (choice: BookingChoice) => `/consultas${choiceSearch(choice)}`;
