import { MAX_SEATS, MIN_SEATS } from '../../../shared/seats';
import { formatPrice, roundToCents } from '../../../shared/money';
import { Checkbox } from '../../components/ui/Checkbox';
import { TextField } from '../../components/ui/FormField';
import type { SeatsFieldState } from './use-seats-field';

/**
 * 'Compro para mi empresa', inside the company's part of the buy form: licencias of the course,
 * assigned by e-mail after paying, and what they come to (the course's price times them).
 */
export function SeatsFields({ seats, unitPrice }: { seats: SeatsFieldState; unitPrice: number }) {
  return (
    <>
      <Checkbox
        label="Compro para mi empresa"
        hint="Licencias del curso para tu equipo: después del pago las asignás por correo en Mi empresa. No se suman a tu cuenta."
        checked={seats.wanted}
        onChange={seats.onWantedChange}
      />
      {seats.wanted && (
        <TextField
          label="Cantidad de licencias"
          type="number"
          inputMode="numeric"
          min={MIN_SEATS}
          max={MAX_SEATS}
          step={1}
          hint={`Entre ${MIN_SEATS} y ${MAX_SEATS}. Total: ${seats.count} × ${formatPrice(unitPrice)} = ${formatPrice(roundToCents(seats.count * unitPrice))}`}
          {...seats.field}
        />
      )}
    </>
  );
}
