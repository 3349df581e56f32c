import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StaffDetail } from '@employee-portal/core/staff/staff.schema';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import {
  PAY_RULE_FIELDS,
  PayRulesFields,
  payRulesFormSchema,
  payRulesFormValues,
  type PayRulesInput,
  type PayRulesOutput,
} from '../../payroll-settings/index.ts';
import { useUpdatePay } from '../api/staff.ts';

export function StaffPayForm({ member }: { member: StaffDetail }) {
  const update = useUpdatePay(member.id);
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<PayRulesInput, unknown, PayRulesOutput>({
    resolver: zodResolver(payRulesFormSchema),
    defaultValues: payRulesFormValues(member.pay),
  });
  const failure = formFailure(update.error, PAY_RULE_FIELDS, serverFailureLine);
  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => notify('The pay settings were saved.'),
      onError: (error) => applyServerFieldErrors(error, PAY_RULE_FIELDS, setError),
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Pay settings">
      <Typography variant="h6" component="h2">
        Pay Settings
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <PayRulesFields control={control} />
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ mt: 1 }}>
        Save Pay Settings
      </Button>
    </Box>
  );
}
