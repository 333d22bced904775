export type Country = { code: string; name: string };
export type Region = { code: string; name: string };

/** The buy form's default country. */
export const DEFAULT_COUNTRY = 'AR';
