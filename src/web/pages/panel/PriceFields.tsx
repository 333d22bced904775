import type { ComponentProps } from 'react';
import { TextField } from '../../components/ui/FormField';

/** What a form binds to one of the fields: name, value or registration, and its message. */
type Binding = Omit<ComponentProps<typeof TextField>, 'label'>;

const AMOUNT = { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } as const;

/** The list price, in pesos. */
export function PriceField(props: Binding) {
  return <TextField label="Precio (ARS)" {...AMOUNT} {...props} />;
}

/**
 * A sale price below the list price and the moment it ends, in Argentine time (both or
 * neither): the price in force until then, with the list price struck through.
 */
export function SaleFields({ salePrice, saleEndsAt }: { salePrice: Binding; saleEndsAt: Binding }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Precio de oferta (ARS)"
        {...AMOUNT}
        hint="Opcional: menor que el precio; se muestra tachado el precio de lista."
        {...salePrice}
      />
      <TextField
        label="La oferta vale hasta"
        type="datetime-local"
        hint="Hora de Argentina. Después se vuelve a cobrar el precio de lista."
        {...saleEndsAt}
      />
    </div>
  );
}
