/** Text as a search compares it: lower-case, without accents or the tilde of the ñ. */
export const foldText = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
