import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffPayRules } from '@employee-portal/core/payroll/payroll-settings.responses';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import { useSaveStaffPayRules } from '../api/payroll-settings.ts';
import {
  PAY_RULE_FIELDS,
  PayRulesFields,
  payRulesFormSchema,
  payRulesFormValues,
  type PayRulesInput,
  type PayRulesOutput,
} from '../pay-rules-fields.tsx';

export function StaffPayRulesDialog({ member, onClose }: { member: StaffPayRules; onClose: () => void }) {
  const save = useSaveStaffPayRules();
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<PayRulesInput, unknown, PayRulesOutput>({
    resolver: zodResolver(payRulesFormSchema),
    defaultValues: payRulesFormValues(member),
  });
  const submit = handleSubmit((values) =>
    save.mutate(
      { membershipId: member.membership_id, body: values },
      {
        onSuccess: () => {
          notify(`${member.full_name}'s pay rules were saved.`);
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, PAY_RULE_FIELDS, setError),
      },
    ),
  );
  return (
    <FormDialog
      title={`Pay Rules: ${member.full_name}`}
      submitLabel="Save"
      dirty={formState.isDirty}
      busy={save.isPending}
      failure={formFailure(save.error, PAY_RULE_FIELDS, serverFailureLine)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <PayRulesFields control={control} />
    </FormDialog>
  );
}
