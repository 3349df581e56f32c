/**
 * The public pay page's link (issue 16): a random token only the e-mail holds, its SHA-256 kept on the invoice. Sending
 * the invoice again issues a new token and the older link stops opening the page.
 */
import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { generateToken, hashToken } from '../../platform/auth/secrets.ts';
import { publicLink } from '../../platform/http/public-link.ts';
import { invoices } from '../invoices/invoices.table.ts';

/** The web route the link opens. */
export const payPagePath = (token: string) => `/pay/${token}` as const;

export async function issuePayLink(
  db: Db,
  config: Pick<AppConfig, 'publicUrl'>,
  invoice: { organization_id: number; id: number },
): Promise<string> {
  const token = generateToken();
  await db
    .update(invoices)
    .set({ pay_link_token_hash: hashToken(token) })
    .where(and(eq(invoices.organization_id, invoice.organization_id), eq(invoices.id, invoice.id)));
  return publicLink(config, payPagePath(token));
}

/** The invoice a pay link opens, or null for an unknown or replaced token. */
export async function invoiceOfPayLink(db: Db, token: string) {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.pay_link_token_hash, hashToken(token)));
  return invoice ?? null;
}
