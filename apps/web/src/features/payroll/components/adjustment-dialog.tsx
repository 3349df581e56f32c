import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages } from '@employee-portal/core/messages/catalogue';
import { MAX_ADJUSTMENT_CENTS } from '@employee-portal/core/payroll/pay-run.schema';
import { payAdjustmentKinds } from '@employee-portal/core/payroll/pay-slip';
import type { PaySlipWire } from '@employee-portal/core/payroll/pay-run.responses';
import { dollarsField } from '../../../components/form/dollars-field.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import { useAddAdjustment } from '../api/pay-runs.ts';

export const ADJUSTMENT_LABELS = { bonus: 'Bonus', deduction: 'Deduction', reimbursement: 'Reimbursement' } as const;

const adjustmentSchema = z.object({
  kind: z.enum(payAdjustmentKinds, { error: messages.required }),
  amount_cents: dollarsField(MAX_ADJUSTMENT_CENTS).refine((cents) => cents > 0, { error: messages.mustBePositive }),
  note: z.string().trim().min(1, { error: messages.required }).max(300),
});
type AdjustmentInput = z.input<typeof adjustmentSchema>;
type AdjustmentOutput = z.output<typeof adjustmentSchema>;
const FIELDS = ['kind', 'amount_cents', 'note'] as const;

/** Adds a bonus, deduction or reimbursement with its note to one member's draft slip. */
export function AdjustmentDialog({ runId, slip, onClose }: { runId: number; slip: PaySlipWire; onClose: () => void }) {
  const add = useAddAdjustment(runId);
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<AdjustmentInput, unknown, AdjustmentOutput>({
    resolver: zodResolver(adjustmentSchema),
    defaultValues: { kind: 'bonus', amount_cents: '', note: '' },
  });
  const submit = handleSubmit((values) =>
    add.mutate(
      { membership_id: slip.membership_id, ...values },
      {
        onSuccess: () => {
          notify(`The ${ADJUSTMENT_LABELS[values.kind].toLowerCase()} was added to ${slip.full_name}'s pay slip.`);
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
      },
    ),
  );
  return (
    <FormDialog
      title={`Add Adjustment: ${slip.full_name}`}
      submitLabel="Add"
      dirty={formState.isDirty}
      busy={add.isPending}
      failure={formFailure(add.error, FIELDS, serverFailureLine)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <FormSelectField
        control={control}
        name="kind"
        label="Kind"
        required
        options={payAdjustmentKinds.map((kind) => ({ value: kind, label: ADJUSTMENT_LABELS[kind] }))}
      />
      <FormTextField control={control} name="amount_cents" label="Amount ($)" inputMode="numeric" required />
      <FormTextField control={control} name="note" label="Note" required />
    </FormDialog>
  );
}
