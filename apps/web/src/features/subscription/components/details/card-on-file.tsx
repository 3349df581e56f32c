import { formatCardExpiry, parseExpiryMmYy } from '@employee-portal/core/billing/card-expiry';
import { FactList, NO_DATA } from '../../../../components/fact-list/fact-list.tsx';
import type { CardOnFile as Card } from '../../api/platform-invoices.ts';

const PROCESSOR_NAMES: Record<string, string> = { card_connect: 'CardConnect', stripe: 'Stripe' };

/** The card the platform charges each cycle: brand, last four digits and expiry, never more. */
export function CardOnFile({ card }: { card: Card | null | undefined }) {
  if (!card) return <FactList label="Card on file" facts={[['Card', NO_DATA]]} />;
  const expiry = parseExpiryMmYy(card.expiry);
  return (
    <FactList
      label="Card on file"
      facts={[
        ['Card', card.last4 ? `${card.brand ?? 'Card'} ending in ${card.last4}` : (card.brand ?? NO_DATA)],
        ['Expires', expiry ? formatCardExpiry(expiry) : NO_DATA],
        ['Processor', PROCESSOR_NAMES[card.processor] ?? card.processor],
      ]}
    />
  );
}
