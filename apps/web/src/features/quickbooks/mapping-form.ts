/**
 * The mapping step's form: five picks and one item per service plan and cross-sell, where an empty pick means the
 * default item. The request lists only the plans and cross-sells that have their own item.
 */
import { z } from 'zod';
import type {
  QuickbooksMappingsBody,
  QuickbooksMappingsResponse,
} from '@employee-portal/core/accounting/quickbooks.schema';
import { messages } from '@employee-portal/core/messages/catalogue';

export type MappedKind = 'service_plan' | 'cross_sell';

export interface MappingRow {
  kind: MappedKind;
  local_id: number;
  name: string;
  /** '' books it on the default item. */
  item_id: string;
}

export const mappingFormSchema = z.object({
  default_item_id: z.string().min(1, { error: messages.required }),
  tip_item_id: z.string(),
  tax_code_id: z.string(),
  deposit_account_id: z.string().min(1, { error: messages.required }),
  fee_expense_account_id: z.string().min(1, { error: messages.required }),
  refund_account_id: z.string(),
  items: z.array(
    z.object({
      kind: z.enum(['service_plan', 'cross_sell']),
      local_id: z.number(),
      name: z.string(),
      item_id: z.string(),
    }),
  ),
});
export type MappingFormValues = z.infer<typeof mappingFormSchema>;

/** The saved picks as form values, one row per plan and cross-sell (plans first), new ones on the default item. */
export function mappingFormValuesOf(answer: QuickbooksMappingsResponse): MappingFormValues {
  const saved = answer.mappings;
  const itemOf = (kind: MappedKind, localId: number) =>
    saved?.items.find((item) => item.kind === kind && item.local_id === localId)?.item_id ?? '';
  return {
    default_item_id: saved?.default_item_id ?? '',
    tip_item_id: saved?.tip_item_id ?? '',
    tax_code_id: saved?.tax_code_id ?? '',
    deposit_account_id: saved?.deposit_account_id ?? '',
    fee_expense_account_id: saved?.fee_expense_account_id ?? '',
    refund_account_id: saved?.refund_account_id ?? '',
    items: [
      ...answer.service_plans.map((plan) => ({
        kind: 'service_plan' as const,
        local_id: plan.id,
        name: plan.name,
        item_id: itemOf('service_plan', plan.id),
      })),
      ...answer.cross_sells.map((sell) => ({
        kind: 'cross_sell' as const,
        local_id: sell.id,
        name: sell.name,
        item_id: itemOf('cross_sell', sell.id),
      })),
    ],
  };
}

/** The PUT body: empty optional picks are null, rows on the default item are left out. */
export function mappingsBodyOf(values: MappingFormValues): QuickbooksMappingsBody {
  return {
    default_item_id: values.default_item_id,
    tip_item_id: values.tip_item_id || null,
    tax_code_id: values.tax_code_id || null,
    deposit_account_id: values.deposit_account_id,
    fee_expense_account_id: values.fee_expense_account_id,
    refund_account_id: values.refund_account_id || null,
    items: values.items
      .filter((row) => row.item_id !== '')
      .map(({ kind, local_id, item_id }) => ({ kind, local_id, item_id })),
  };
}

type MappingField = Exclude<keyof MappingFormValues, 'items'> | `items.${number}.item_id`;
const PICK_FIELDS = [
  'default_item_id',
  'tip_item_id',
  'tax_code_id',
  'deposit_account_id',
  'fee_expense_account_id',
  'refund_account_id',
];

/**
 * The form field that shows a 422 error of the server: `items.2.item_id` names the body's third listed row, which is
 * a later row of the form because rows on the default item are not sent.
 */
export function mappingFieldOf(values: MappingFormValues, serverField: string): MappingField | null {
  if (PICK_FIELDS.includes(serverField)) return serverField as MappingField;
  const match = /^items\.(\d+)(?:\.\w+)?$/.exec(serverField);
  if (!match) return null;
  let listed = -1;
  const formIndex = values.items.findIndex((row) => row.item_id !== '' && ++listed === Number(match[1]));
  return formIndex === -1 ? null : `items.${formIndex}.item_id`;
}
