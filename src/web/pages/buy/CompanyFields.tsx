import { Checkbox } from '../../components/ui/Checkbox';
import { SelectField, TextField } from '../../components/ui/FormField';
import { SeatsFields } from './SeatsFields';
import { IVA_CONDITION_OPTIONS, type CompanyFieldsState } from './use-company-fields';
import type { SeatsFieldState } from './use-seats-field';

type CompanyFieldsProps = {
  company: CompanyFieldsState;
  /** A course's seats ('Compro para mi empresa') and its price; none for a bundle. */
  seats?: { state: SeatsFieldState; unitPrice: number } | undefined;
};

/**
 * 'Necesito factura a nombre de una empresa o con mi CUIT' and, once ticked, the CUIT, the
 * razón social and the condition before IVA the invoice is made out to, and for a course the
 * company's seats.
 */
export function CompanyFields({ company, seats }: CompanyFieldsProps) {
  return (
    <>
      <Checkbox
        label="Necesito factura a nombre de una empresa o con mi CUIT"
        hint="La factura electrónica sale a ese CUIT. Si sos Responsable Inscripto o monotributista, es Factura A cuando corresponde."
        checked={company.wanted}
        onChange={company.onWantedChange}
      />
      {company.wanted && (
        <fieldset className="flex flex-col gap-4">
          <legend className="sr-only">Datos de la factura</legend>
          <TextField
            label="CUIT"
            inputMode="numeric"
            autoComplete="off"
            hint="Los 11 números, con o sin guiones"
            {...company.field('cuit')}
          />
          <TextField
            label="Razón social o nombre"
            autoComplete="organization"
            {...company.field('name')}
          />
          <SelectField
            label="Condición frente al IVA"
            options={IVA_CONDITION_OPTIONS}
            {...company.field('ivaCondition')}
          />
          {seats && <SeatsFields seats={seats.state} unitPrice={seats.unitPrice} />}
        </fieldset>
      )}
    </>
  );
}
