import type { CardEntry } from '../../api/subscribe.ts';

/**
 * A card form's handle for the dialog that holds it: `read` shows the form's own messages and resolves the card, or
 * null while something is missing or wrong. The dialog's other fields are checked at the same time.
 */
export interface CardFormHandle {
  read: () => Promise<CardEntry | null>;
}
