import { useMemo, type FormEvent } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { digitsOnly } from '../../../lib/input-masks.ts';
import { guessTimeZone } from '../../../lib/time-zone.ts';
import { useRegisterOrganizationMutation, type RegistrationAnswer } from '../api/register-organization.ts';
import {
  BUSINESS_FIELDS, isOnboardingField, onboardingSchema, stepOfField, timeZoneChoices, type OnboardingInput, type OnboardingOutput,
} from '../onboarding-form.ts';

type FormControl = Control<OnboardingInput, unknown, OnboardingOutput>;

const twoColumns = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const zipMask = digitsOnly(5);
// Room for a formatted number such as (303) 555-0199; the schema keeps its 10 digits.
const PHONE_MAX_LENGTH = 20;

function BusinessFields({ control, timeZones }: { control: FormControl; timeZones: readonly string[] }) {
  const options = useMemo(() => timeZones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })), [timeZones]);
  return (
    <>
      <FormTextField control={control} name="organization_name" label="Organization name" autoComplete="organization" autoFocus />
      <FormSelectField control={control} name="time_zone" label="Time zone" options={options} native />
      <FormTextField control={control} name="address_line1" label="Address" autoComplete="address-line1" />
      <Box sx={twoColumns}>
        <FormTextField control={control} name="city" label="City" autoComplete="address-level2" />
        <FormTextField control={control} name="state" label="State" autoComplete="address-level1" />
      </Box>
      <FormTextField control={control} name="zip" label="Zip code" autoComplete="postal-code" inputMode="numeric" mask={zipMask} />
    </>
  );
}

function OwnerFields({ control }: { control: FormControl }) {
  return (
    <>
      <Box sx={twoColumns}>
        <FormTextField control={control} name="first_name" label="First name" autoComplete="given-name" autoFocus />
        <FormTextField control={control} name="last_name" label="Last name" autoComplete="family-name" />
      </Box>
      <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" />
      <FormTextField control={control} name="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} />
      <Box sx={twoColumns}>
        <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" />
        <FormTextField control={control} name="password_confirmation" label="Confirm password" type="password" autoComplete="new-password" />
      </Box>
    </>
  );
}

interface RegistrationFormProps {
  /** 0: the business, 1: its owner. */
  step: 0 | 1;
  onStepChange: (step: 0 | 1) => void;
  onRegistered: (answer: RegistrationAnswer) => void;
}

/** Steps 1 and 2 of sign-up: one form across both, sent to POST /api/register_organization/step1 at the end. */
export function RegistrationForm({ step, onStepChange, onRegistered }: RegistrationFormProps) {
  const browserZone = guessTimeZone();
  const timeZones = useMemo(() => timeZoneChoices(browserZone), [browserZone]);
  const { control, handleSubmit, trigger, setError } = useForm<OnboardingInput, unknown, OnboardingOutput>({
    resolver: zodResolver(onboardingSchema),
    defaultValues: {
      organization_name: '', time_zone: browserZone ?? '', address_line1: '', city: '', state: '', zip: '',
      first_name: '', last_name: '', email: '', phone: '', password: '', password_confirmation: '',
    },
  });
  const register = useRegisterOrganizationMutation();
  const fieldErrors = serverFieldErrors(register.error);
  const formError = register.isError && !Object.keys(fieldErrors).some(isOnboardingField) ? serverMessage(register.error) : null;

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (await trigger([...BUSINESS_FIELDS])) onStepChange(1);
  };

  const submit = handleSubmit(({ password_confirmation: _confirmation, ...payload }) =>
    register.mutate(payload, {
      onSuccess: onRegistered,
      onError: (error) => {
        // Server field errors show under their fields, on the step that holds the first of them.
        const fields = Object.entries(serverFieldErrors(error)).filter((entry): entry is [keyof OnboardingInput, string] => isOnboardingField(entry[0]));
        for (const [field, message] of fields) setError(field, { message });
        const first = fields[0];
        if (first) onStepChange(stepOfField(first[0]));
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={step === 0 ? (event: FormEvent) => void next(event) : submit} aria-label={step === 0 ? 'Your business' : 'Your account'}>
      {formError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {formError}
        </Alert>
      )}
      {step === 0 ? <BusinessFields control={control} timeZones={timeZones} /> : <OwnerFields control={control} />}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 2 }}>
        {step === 1 ? (
          <Button onClick={() => onStepChange(0)} disabled={register.isPending}>
            Back
          </Button>
        ) : (
          <span />
        )}
        {step === 0 ? (
          <Button type="submit" variant="contained">
            Next
          </Button>
        ) : (
          <Button type="submit" variant="contained" loading={register.isPending}>
            Create account
          </Button>
        )}
      </Box>
    </Box>
  );
}
