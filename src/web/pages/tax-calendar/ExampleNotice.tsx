import { WarningNotice } from '../../components/ui/WarningNotice';

export const ARCA_DUE_DATES_URL = 'https://www.arca.gob.ar/vencimientos/';

/** Over dates an administrator has not confirmed: they are examples, ARCA's calendar rules. */
export function ExampleNotice({ notice }: { notice: string }) {
  return (
    <WarningNotice
      action={
        <a
          href={ARCA_DUE_DATES_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="shrink-0 text-sm font-semibold text-amber-900 underline"
        >
          Ver el calendario de ARCA<span className="sr-only"> (se abre en otra pestaña)</span>
        </a>
      }
    >
      <strong className="block font-semibold">{notice}</strong>
      No las tomes como definitivas: el estudio las confirma cuando ARCA publica las del año.
    </WarningNotice>
  );
}
