import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { digitsOnly } from '../../../lib/input-masks.ts';
import { useCreateOwnerMutation } from '../api/create-owner.ts';
import type { RegistrationResponse as RegistrationAnswer } from '@employee-portal/core/access/organization-signup.responses';
import { useRegisterOrganizationMutation } from '../api/register-organization.ts';
import {
  BUSINESS_FIELDS,
  businessSchema,
  emptyOwner,
  OWNER_FIELDS,
  ownerSchema,
  signUpFieldOf,
  timeZoneChoices,
  type BusinessInput,
  type BusinessOutput,
  type OwnerInput,
  type OwnerOutput,
} from '../onboarding-form.ts';

const twoColumns = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const actions = { display: 'flex', justifyContent: 'space-between', gap: 1, mt: 2 } as const;
const zipMask = digitsOnly(5);
// Room for a formatted number such as (303) 555-0199; the schema keeps its 10 digits.
const PHONE_MAX_LENGTH = 20;

/** The form's error block: what no field of this form shows. */
function FormError({ error, fields }: { error: unknown; fields: readonly string[] }) {
  const failure = formFailure(error, signUpFieldOf(fields));
  if (!failure) return null;
  return (
    <Alert severity="error" sx={{ mb: 1 }}>
      {failure}
    </Alert>
  );
}

interface BusinessFormProps {
  /** What was sent last, so going back shows it again. */
  values: BusinessInput;
  browserZone: string | undefined;
  onRegistered: (answer: RegistrationAnswer, values: BusinessInput) => void;
}

/** Step 1 of sign-up: the business, sent to POST /api/register_organization/step1, which answers an organization token. */
export function BusinessForm({ values, browserZone, onRegistered }: BusinessFormProps) {
  const timeZones = useMemo(() => timeZoneChoices(browserZone), [browserZone]);
  const options = useMemo(
    () => timeZones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    [timeZones],
  );
  const { control, handleSubmit, setError, getValues } = useForm<BusinessInput, unknown, BusinessOutput>({
    resolver: zodResolver(businessSchema),
    defaultValues: values,
  });
  const register = useRegisterOrganizationMutation();

  const submit = handleSubmit((business) =>
    register.mutate(business, {
      onSuccess: (answer) => onRegistered(answer, getValues()),
      onError: (error) => applyServerFieldErrors(error, signUpFieldOf(BUSINESS_FIELDS), setError),
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Your business">
      <FormError error={register.error} fields={BUSINESS_FIELDS} />
      <FormTextField
        control={control}
        name="organization_name"
        label="Organization name"
        autoComplete="organization"
        autoFocus
      />
      <FormSelectField control={control} name="time_zone" label="Time zone" options={options} native />
      <FormTextField control={control} name="address_line1" label="Address" autoComplete="address-line1" />
      <Box sx={twoColumns}>
        <FormTextField control={control} name="city" label="City" autoComplete="address-level2" />
        <FormTextField control={control} name="state" label="State" autoComplete="address-level1" />
      </Box>
      <FormTextField
        control={control}
        name="zip"
        label="Zip code"
        autoComplete="postal-code"
        inputMode="numeric"
        mask={zipMask}
      />
      <Box sx={actions}>
        <span />
        <Button type="submit" variant="contained" loading={register.isPending}>
          Next
        </Button>
      </Box>
    </Box>
  );
}

interface OwnerFormProps {
  onSignedIn: (token: string, user: SignedInUser) => void;
  onBack: () => void;
  /** The organization token expired or was used: sign-up starts again from the business. */
  onTokenRefused: () => void;
}

/** Step 2 of sign-up: the owner's account, sent to POST /api/users with the organization token. */
export function OwnerForm({ onSignedIn, onBack, onTokenRefused }: OwnerFormProps) {
  const { control, handleSubmit, setError } = useForm<OwnerInput, unknown, OwnerOutput>({
    resolver: zodResolver(ownerSchema),
    defaultValues: emptyOwner,
  });
  const createOwner = useCreateOwnerMutation();

  const submit = handleSubmit(({ password_confirmation: _confirmation, ...owner }) =>
    createOwner.mutate(owner, {
      onSuccess: ({ token, user }) => onSignedIn(token, user),
      onError: (error) => {
        if (isApiError(error) && error.status === 401) return onTokenRefused();
        applyServerFieldErrors(error, signUpFieldOf(OWNER_FIELDS), setError);
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Your account">
      <FormError
        error={
          createOwner.isError && !(isApiError(createOwner.error) && createOwner.error.status === 401)
            ? createOwner.error
            : null
        }
        fields={OWNER_FIELDS}
      />
      <Box sx={twoColumns}>
        <FormTextField control={control} name="first_name" label="First name" autoComplete="given-name" autoFocus />
        <FormTextField control={control} name="last_name" label="Last name" autoComplete="family-name" />
      </Box>
      <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" />
      <FormTextField
        control={control}
        name="phone"
        label="Phone (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
      />
      <Box sx={twoColumns}>
        <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" />
        <FormTextField
          control={control}
          name="password_confirmation"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
        />
      </Box>
      <Box sx={actions}>
        <Button onClick={onBack} disabled={createOwner.isPending}>
          Back
        </Button>
        <Button type="submit" variant="contained" loading={createOwner.isPending}>
          Create account
        </Button>
      </Box>
    </Box>
  );
}
