import { TextField } from '../../components/ui/FormField';

type CuitFieldProps = {
  value: string;
  /** The server's message when the CUIT's verification digit does not hold. */
  error: string | undefined;
  onChange: (cuit: string) => void;
  /** The visitor left the field: what they typed is checked as it is. */
  onLeave: () => void;
};

/** The CUIT as the visitor types it, with or without hyphens. */
export function CuitField({ value, error, onChange, onLeave }: CuitFieldProps) {
  return (
    <TextField
      label="Tu CUIT"
      name="cuit"
      inputMode="numeric"
      autoComplete="off"
      maxLength={20}
      placeholder="20-12345678-6"
      hint="Con o sin guiones. Solo usamos su último número para buscar tus fechas."
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onLeave}
    />
  );
}
