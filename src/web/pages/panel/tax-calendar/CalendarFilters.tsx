import type { Obligation } from '../../../../shared/responses/tax-calendar';
import { SelectField } from '../../../components/ui/FormField';

type CalendarFiltersProps = {
  years: number[];
  year: number;
  onYear: (year: number) => void;
  obligations: Obligation[];
  /** The obligation's slug; '' for all of them. */
  obligation: string;
  onObligation: (slug: string) => void;
};

/** Which year's dates are on screen, and of which obligation (a year has hundreds of rows). */
export function CalendarFilters({
  years,
  year,
  onYear,
  obligations,
  obligation,
  onObligation,
}: CalendarFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        label="Año"
        value={String(year)}
        options={years.map((choice) => ({ value: String(choice), label: String(choice) }))}
        onChange={(event) => onYear(Number(event.target.value))}
        className="sm:w-32"
      />
      <SelectField
        label="Obligación"
        value={obligation}
        options={[
          { value: '', label: 'Todas' },
          ...obligations.map(({ slug, label }) => ({ value: slug, label })),
        ]}
        onChange={(event) => onObligation(event.target.value)}
        className="sm:w-64"
      />
    </div>
  );
}
