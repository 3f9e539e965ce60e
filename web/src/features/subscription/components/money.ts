/** Whole Australian dollars as the checkout shows them: 'A$399.00'. */
export const formatAud = (dollars: number): string => `A$${dollars.toFixed(2)}`;

/** Cents of AUD as dollars: 39900 → 'A$399.00'. */
export const formatCents = (cents: number): string => formatAud(cents / 100);
