import { z } from 'zod';

// Spanish fallback for any message a schema does not set itself.
z.config(z.locales.es());

/**
 * A required, trimmed text field with Spanish messages:
 * `ask` completes "Ingresá …", `noun` starts the length messages ("El nombre").
 */
export function requiredText(ask: string, noun: string, bounds: { min?: number; max: number }) {
  const min = bounds.min ?? 1;
  return z
    .string({ error: `Ingresá ${ask}.` })
    .trim()
    .min(1, { error: `Ingresá ${ask}.`, abort: true })
    .min(min, { error: `${noun} debe tener al menos ${min} caracteres.`, abort: true })
    .max(bounds.max, `${noun} puede tener como máximo ${bounds.max} caracteres.`);
}

export const EmailSchema = z
  .string({ error: 'Ingresá tu correo electrónico.' })
  .trim()
  .min(1, { error: 'Ingresá tu correo electrónico.', abort: true })
  .toLowerCase()
  .max(254, { error: 'El correo electrónico es demasiado largo.', abort: true })
  .pipe(z.email({ error: 'Ingresá un correo electrónico válido.' }));

/** A course id in a path or a body: a positive 32-bit integer. */
// Digits only: '0x1', '1e3' or ' 1' are not ids, even if Number() reads them as numbers.
export const CourseIdSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ],
    { error: 'El curso no es válido.' },
  )
  .pipe(
    z
      .number()
      .int('El curso no es válido.')
      .positive('El curso no es válido.')
      .max(2_147_483_647, 'El curso no es válido.'),
  );

/** A DNI: 7 or 8 digits; dots and spaces typed with it are dropped. */
export const DniSchema = z
  .string({ error: 'Ingresá tu DNI.' })
  .transform((value) => value.replace(/[\s.]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'Ingresá tu DNI.', abort: true })
      .regex(/^\d+$/, { error: 'El DNI solo puede tener números.', abort: true })
      .regex(/^\d{7,8}$/, 'El DNI tiene 7 u 8 números.'),
  );

/** A DNI, CUIT or CUIL: digits only once dots, dashes and spaces are dropped. */
export const DocumentSchema = z
  .string({ error: 'Ingresá tu documento.' })
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'Ingresá tu documento.', abort: true })
      .regex(/^\d+$/, { error: 'El documento solo puede tener números.', abort: true })
      .regex(/^\d{7,11}$/, 'El documento debe tener entre 7 y 11 números (DNI, CUIT o CUIL).'),
  );
