/** Query and answer shape shared by every list endpoint (DESIGN §4): `{ data, meta: { page, per_page, total } }`. */
import { z } from 'zod';
import { maxLengthMessage, messages } from './messages/catalogue.ts';

export const MAX_PER_PAGE = 100;

export const listQuerySchema = z.object({
  page: z.coerce
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(1, { error: messages.mustBePositive })
    .max(100_000, { error: messages.notValid })
    .default(1),
  per_page: z.coerce
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(1, { error: messages.mustBePositive })
    .max(MAX_PER_PAGE, { error: `Must be less or equal ${MAX_PER_PAGE}` })
    .default(25),
  sort: z.string({ error: messages.notValid }).trim().max(64, { error: messages.notValid }).optional(),
  search: z
    .string({ error: messages.notValid })
    .trim()
    .max(200, { error: maxLengthMessage(200) })
    .optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export const listMetaSchema = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

export const pageOffset = (query: Pick<ListQuery, 'page' | 'per_page'>) => (query.page - 1) * query.per_page;
export type ListMeta = z.infer<typeof listMetaSchema>;
/** One page of any list endpoint's answer, for code that handles every list alike. */
export interface ListResponse<Row> {
  data: Row[];
  meta: ListMeta;
}
