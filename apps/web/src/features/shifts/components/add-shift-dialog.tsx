import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AddShiftBody } from '@employee-portal/core/shifts/shift.schema';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage, showServerFailure } from '../../../lib/api-errors.ts';
import { useAddShift, useStaffChoices } from '../api/shifts.ts';
import { addShiftFormSchema, emptyShiftForm, shiftFieldOfServerField, type ShiftFormValues } from '../shift-form.ts';
import { ShiftFields } from './shift-fields.tsx';

/**
 * 'Add Shift': a shift a tech forgot to clock, entered by the office with the same rules as a correction; why it is
 * added goes into the shift's history. Mount it only while open.
 */
export function AddShiftDialog({ timeZone, onClose }: { timeZone: string; onClose: () => void }) {
  const add = useAddShift();
  const staff = useStaffChoices();
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => addShiftFormSchema(timeZone), [timeZone]);
  const { control, handleSubmit, setError, formState } = useForm<ShiftFormValues, unknown, AddShiftBody>({
    resolver: zodResolver(schema),
    criteriaMode: 'all',
    defaultValues: emptyShiftForm,
  });
  const staffOptions = (staff.data ?? []).map((member) => ({ value: String(member.id), label: member.name }));

  const submit = handleSubmit((body) => {
    setFailure(null);
    add.mutate(body, {
      onSuccess: (answer) => {
        notify(`The shift of ${answer.shift.staff_name} was added.`);
        onClose();
      },
      onError: (error) => setFailure(showServerFailure(error, shiftFieldOfServerField, setError)),
    });
  });

  return (
    <FormDialog
      title="Add Shift"
      submitLabel="Add Shift"
      dirty={formState.isDirty}
      busy={add.isPending}
      failure={failure ?? (staff.isError ? serverMessage(staff.error) : null)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="md"
    >
      <FormSelectField control={control} name="membership_id" label="Staff Member" options={staffOptions} required />
      <ShiftFields control={control} adding />
      <FormTextField control={control} name="reason" label="Reason" maxLength={500} required />
    </FormDialog>
  );
}
