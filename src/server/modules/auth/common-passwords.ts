import { fieldError } from '../../errors';

export const COMMON_PASSWORD =
  'Esa contraseña es demasiado común: elegí otra más difícil de adivinar.';

let list: Promise<Set<string>> | undefined;

/**
 * The most common passwords of breach corpora, about 49,000 of them in lower case, as kept by
 * zxcvbn-ts. Loaded on first use, on the server only (the pages never import this file).
 */
const commonPasswords = () =>
  (list ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  ));

/** Whether the password is one of the common ones, whatever its case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.normalize('NFKC').toLowerCase());
}

/** Refuses a new password that attackers try first, with the message next to `field`. */
export async function assertUncommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) throw fieldError(field, COMMON_PASSWORD);
}
