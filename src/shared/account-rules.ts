// Account constants and types without zod, so the pages every visitor loads stay small;
// the schemas in auth.ts re-export all of this.

export const CODE_LENGTH = 6;
export const RESEND_LOCK_SECONDS = 30;
export const DELETE_ACCOUNT_PHRASE = 'eliminar mi cuenta';

/** Whether the text typed to confirm a deletion is the phrase (spaces and case aside). */
export const confirmsDeletion = (typed: string) =>
  typed.trim().toLocaleLowerCase('es-AR') === DELETE_ACCOUNT_PHRASE;

export const CODE_PURPOSES = ['verify_account', 'change_email'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** A course as a person's list of courses names it. */
export type CourseRef = { id: number; slug: string; title: string };

/**
 * A person as every answer shows them, to themselves or to the panel: no password hash;
 * `status` is false until the e-mail is verified.
 */
export type UserIdentity = {
  id: string;
  name: string;
  lastname: string;
  username: string;
  email: string;
  roles: ('user' | 'admin')[];
  status: boolean;
  createdAt: string;
};

/** The signed-in person as the API returns it to them. */
export type PublicUser = UserIdentity & {
  updatedAt: string;
  /** DNI, digits only; null until the person gives it. */
  document: string | null;
  courses: { course: CourseRef }[];
};

export const isAdmin = (user: Pick<PublicUser, 'roles'> | null | undefined) =>
  Boolean(user?.roles.includes('admin'));
