import { z } from 'zod';
import { cuitDigits, INVALID_CUIT_MESSAGE, isValidCuit } from './cuit';
import { BUYER_IVA_CONDITIONS } from './iva-conditions';
import { requiredText } from './fields';

/** The company (or CUIT) an invoice is made out to. */
export const CompanySchema = z.object(
  {
    cuit: z
      .string({ error: 'Ingresá el CUIT.' })
      .trim()
      .refine(isValidCuit, { error: INVALID_CUIT_MESSAGE })
      .transform(cuitDigits),
    name: requiredText('la razón social', 'La razón social', { min: 2, max: 120 }),
    ivaCondition: z.enum(BUYER_IVA_CONDITIONS, {
      error: 'Elegí la condición frente al IVA.',
    }),
  },
  { error: 'Completá los datos de la empresa.' },
);
export type Company = z.output<typeof CompanySchema>;
