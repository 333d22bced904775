// Account constants and types without zod, so the pages every visitor loads stay small;
// the schemas in auth.ts re-export all of this.

import type { PublicUser } from './responses/auth';

export const CODE_LENGTH = 6;
export const RESEND_LOCK_SECONDS = 30;
export const DELETE_ACCOUNT_PHRASE = 'eliminar mi cuenta';

/** Whether the text typed to confirm a deletion is the phrase (spaces and case aside). */
export const confirmsDeletion = (typed: string) =>
  typed.trim().toLocaleLowerCase('es-AR') === DELETE_ACCOUNT_PHRASE;

export const CODE_PURPOSES = ['verify_account', 'change_email'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const isAdmin = (user: Pick<PublicUser, 'roles'> | null | undefined) =>
  Boolean(user?.roles.includes('admin'));
