import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages } from '@employee-portal/core/messages/catalogue';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { serverFailureLine } from '../../../lib/api-errors.ts';

const COMPANY_CODE_KEY = 'employee-portal-adp-company-code';

const adpSchema = z.object({
  company_code: z
    .string()
    .trim()
    .min(1, { error: messages.required })
    .regex(/^[A-Za-z0-9]{2,3}$/, { error: messages.notValid }),
  batch_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{0,6}$/, { error: messages.notValid }),
});
type AdpValues = z.infer<typeof adpSchema>;

/** ADP's paydata file starts with the company code (and names the file after it): asked once, then remembered. */
export function AdpExportDialog({
  onExport,
  onClose,
}: {
  onExport: (values: { company_code: string; batch_id?: string }) => Promise<void>;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit } = useForm<AdpValues>({
    resolver: zodResolver(adpSchema),
    defaultValues: { company_code: localStorage.getItem(COMPANY_CODE_KEY) ?? '', batch_id: '' },
  });
  const submit = handleSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    try {
      localStorage.setItem(COMPANY_CODE_KEY, values.company_code.toUpperCase());
      await onExport({ company_code: values.company_code, ...(values.batch_id ? { batch_id: values.batch_id } : {}) });
      onClose();
    } catch (error) {
      setFailure(serverFailureLine(error));
    } finally {
      setBusy(false);
    }
  });
  return (
    <FormDialog
      title="Export for ADP Workforce Now"
      submitLabel="Export"
      busy={busy}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <FormTextField control={control} name="company_code" label="ADP Company Code" required autoFocus />
      <FormTextField control={control} name="batch_id" label="Batch ID (optional)" />
    </FormDialog>
  );
}
