/** A company buyer's condition before IVA, as the buy form asks it (no zod: pages show it). */
export const BUYER_IVA_CONDITIONS = ['responsable_inscripto', 'monotributo', 'exento'] as const;
export type BuyerIvaCondition = (typeof BUYER_IVA_CONDITIONS)[number];

export const IVA_CONDITION_LABELS: Record<BuyerIvaCondition, string> = {
  responsable_inscripto: 'IVA Responsable Inscripto',
  monotributo: 'Responsable Monotributo',
  exento: 'IVA Sujeto Exento',
};
