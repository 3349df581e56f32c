/** A saved card as the office reads it: "Visa ···· 4242" (the processor may not tell the brand or the last four). */
export const cardLabel = (card: { brand: string | null; last4: string | null }) =>
  `${card.brand ? card.brand[0]!.toUpperCase() + card.brand.slice(1) : 'Card'} ···· ${card.last4 ?? '????'}`;
