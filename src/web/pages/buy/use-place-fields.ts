import type { ChangeEvent } from 'react';
import { useCountries, useRegions } from '../../api/geo';
import type { SelectOption } from '../../components/ui/FormField';
import type { useApiForm } from '../../lib/use-api-form';
import type { PayerData } from '../../../shared/responses/payments';

export type BuyerFormState = ReturnType<typeof useApiForm<PayerData>>;
type Field = ReturnType<BuyerFormState['field']>;
type FetchedList<T> = { data?: T[]; isError: boolean };

const LIST_ERROR = 'No pudimos cargar la lista. Recargá la página para intentarlo de nuevo.';

/** A select over a fetched list: 'Cargando...' and disabled until it arrives, a message if not. */
function listSelect<T>(field: Field, list: FetchedList<T>, toOption: (item: T) => SelectOption) {
  return {
    ...field,
    error: field.error ?? (list.isError ? LIST_ERROR : undefined),
    disabled: !list.data,
    options: list.data?.map(toOption) ?? [{ value: field.value, label: 'Cargando...' }],
  };
}

/**
 * The props of the País and Provincia o región selects. The regions are the chosen country's;
 * choosing a country preselects its first region. Call it in the component that owns the form:
 * the region is corrected while rendering, once the country's regions are known.
 */
export function usePlaceFields(form: BuyerFormState) {
  const { country, region } = form.values;
  const countries = useCountries();
  const regions = useRegions(country);

  const first = regions.data?.[0]?.name;
  if (first !== undefined && !regions.data?.some((item) => item.name === region)) {
    form.set('region', first);
  }

  return {
    country: {
      ...listSelect(form.field('country'), countries, (item) => ({
        value: item.code,
        label: item.name,
      })),
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        form.set('country', event.target.value);
        form.set('region', '');
      },
    },
    region: listSelect(form.field('region'), regions, (item) => ({
      value: item.name,
      label: item.name,
    })),
  };
}
