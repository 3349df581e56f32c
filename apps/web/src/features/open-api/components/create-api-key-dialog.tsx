import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  API_KEY_NAME_MAX_LENGTH,
  createApiKeySchema,
  type CreateApiKey,
} from '@employee-portal/core/open-api/api-keys.schema';
import type { KeyScope } from '@employee-portal/core/open-api/key-scopes';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerFieldErrors, formFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import { useCreateApiKey } from '../api/api-keys.ts';
import { ScopePicker } from './scope-picker.tsx';

type Input = z.input<typeof createApiKeySchema>;
const FIELDS = ['name', 'scopes', 'expires_on'] as const;

/** Names a new key, picks its scopes and an optional last day; the answer's secret goes to `onCreated`. */
export function CreateApiKeyDialog({
  scopes,
  onCreated,
  onClose,
}: {
  scopes: readonly KeyScope[];
  onCreated: (secret: string, name: string) => void;
  onClose: () => void;
}) {
  const create = useCreateApiKey();
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, CreateApiKey>({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { name: '', scopes: [], expires_on: '' },
  });
  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (answer) => onCreated(answer.secret, answer.api_key.name),
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );
  return (
    <FormDialog
      title="Create API Key"
      submitLabel="Create Key"
      dirty={formState.isDirty}
      busy={create.isPending}
      failure={formFailure(create.error, FIELDS, serverFailureLine)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="md"
    >
      <FormTextField
        control={control}
        name="name"
        label="Name"
        required
        maxLength={API_KEY_NAME_MAX_LENGTH}
        autoFocus
      />
      <FormTextField control={control} name="expires_on" label="Expires On (optional)" type="date" />
      <Controller
        control={control}
        name="scopes"
        render={({ field, fieldState }) => (
          <ScopePicker
            scopes={scopes}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message ?? fieldState.error?.root?.message}
          />
        )}
      />
    </FormDialog>
  );
}
