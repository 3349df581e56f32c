/** What the cross-sells API answers: the API validates and documents with these, and the web takes its types from them. */
import { z } from 'zod';
import { crossSellWireSchema } from './cross-sell.schema.ts';

/** One subscription that includes the cross-sell; the client (residential) or the company (commercial) buys it. */
export const crossSellBuyerSchema = z.object({
  subscription_id: z.number(),
  status: z.string(),
  price_cents: z.number(),
  added_on: z.string(),
  client_id: z.number().nullable(),
  client_name: z.string().nullable(),
  commercial_customer_id: z.number().nullable(),
  company_name: z.string().nullable(),
  address: z.string().nullable(),
});
export type CrossSellBuyer = z.infer<typeof crossSellBuyerSchema>;

export const crossSellListResponseSchema = z.object({ cross_sells: z.array(crossSellWireSchema) });
export type CrossSellListResponse = z.infer<typeof crossSellListResponseSchema>;

export const crossSellResponseSchema = z.object({
  cross_sell: crossSellWireSchema,
  buyers: z.array(crossSellBuyerSchema),
});
export type CrossSellResponse = z.infer<typeof crossSellResponseSchema>;
