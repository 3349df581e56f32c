import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { messages } from '@employee-portal/core/messages/catalogue';
import { clientRegistrationSchema } from '@employee-portal/core/clients/client-registration.schema';
import type { PublicFormView } from '@employee-portal/core/clients/client-registration.responses';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerFieldErrors, formFailure, serverMessage } from '../../../lib/api-errors.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { digitsOnly } from '../../../lib/input-masks.ts';
import { usePublicForm, useServiceArea, useSubmitRegistration } from '../api/public-form.ts';
import { useOrganizationAnalytics } from '../../../lib/organization-analytics.ts';
import { PriceCalculator } from '../components/price-calculator.tsx';

type Form = PublicFormView['form'];

const YES_NO_OPTIONS = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

const dogCountText = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d+$/.test(value), { error: messages.mustBeWholeNumber })
  .refine((value) => value === '' || Number(value) <= 50, { error: messages.notValid })
  .transform((value) => (value === '' ? undefined : Number(value)));

/** The core payload schema, with the dog count as typed text and the organization's required questions. */
const formSchemaFor = (form: Form) =>
  clientRegistrationSchema
    .omit({ dog_count: true })
    .extend({ dog_count: dogCountText })
    .superRefine((values, context) => {
      for (const question of form.questions) {
        if (question.required && !values.answers[question.id]?.trim())
          context.addIssue({ code: 'custom', path: ['answers', question.id], message: messages.required });
      }
    });

type FormInput = z.input<ReturnType<typeof formSchemaFor>>;
type FormOutput = z.output<ReturnType<typeof formSchemaFor>>;

const CONTACT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'address_line1',
  'city',
  'state',
  'zip',
  'dog_count',
  'referral_source',
  'notes',
] as const;

/** Off-screen, out of the tab order and hidden from assistive technology: people never fill it, bots do. */
const honeypotSx = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

const zipToCheck = (zip: string) => (/^\d{5}$/.test(zip) ? zip : null);

function ZipServiceNotice({
  formKey,
  zip,
  acceptsOutOfArea,
}: {
  formKey: string;
  zip: string;
  acceptsOutOfArea: boolean;
}) {
  const checked = useServiceArea(formKey, zipToCheck(zip));
  if (checked.data?.served !== false) return null;
  return (
    <Alert severity="warning" sx={{ mt: -0.5, mb: 1 }} role="status">
      {messages.noServiceArea}
      {acceptsOutOfArea && (
        <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
          You can still leave your contact details and we will reach out to you.
        </Typography>
      )}
    </Alert>
  );
}

function SignUpForm({ formKey, organizationName, form }: { formKey: string; organizationName: string; form: Form }) {
  const schema = useMemo(() => formSchemaFor(form), [form]);
  const submitRegistration = useSubmitRegistration(formKey);
  const [thanks, setThanks] = useState<string | null>(null);
  const [planName, setPlanName] = useState('');
  const { control, handleSubmit, setError, register } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      address_line1: '',
      city: '',
      state: '',
      zip: '',
      dog_count: '',
      referral_source: '',
      notes: '',
      website: '',
      answers: Object.fromEntries(form.questions.map((question) => [question.id, ''])),
    },
  });
  const zip = useWatch({ control, name: 'zip' }) ?? '';
  const dogCount = useWatch({ control, name: 'dog_count' });
  // Same query as the zip notice: the answer is shared, not fetched twice.
  const premiumCents = useServiceArea(formKey, zipToCheck(zip)).data?.premium_cents ?? 0;
  const prices = form.prices && form.prices.service_plans.length > 0 ? form.prices : null;
  const answerFields = form.questions.map((question) => `answers.${question.id}` as Path<FormInput>);
  const formFields = [...CONTACT_FIELDS, ...answerFields];
  const failure = formFailure(submitRegistration.error, formFields);

  const submit = handleSubmit((values) =>
    submitRegistration.mutate(
      {
        ...values,
        dog_count: form.ask_dog_count ? values.dog_count : undefined,
        referral_source: form.ask_referral_source ? values.referral_source : undefined,
        service_plan: prices && planName ? planName : undefined,
      },
      {
        onSuccess: (answer) => setThanks(answer.message),
        onError: (error) => applyServerFieldErrors(error, formFields, setError),
      },
    ),
  );

  if (thanks !== null) {
    return (
      <Box role="status">
        <Typography variant="h5" component="h2" gutterBottom>
          Thank you!
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{form.thank_you_text || thanks}</Typography>
      </Box>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={`Sign up with ${organizationName}`}
      sx={{ position: 'relative' }}
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="first_name"
        label="First Name"
        autoComplete="given-name"
        required
        maxLength={100}
      />
      <FormTextField
        control={control}
        name="last_name"
        label="Last Name"
        autoComplete="family-name"
        required
        maxLength={100}
      />
      <FormTextField
        control={control}
        name="email"
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
      <FormTextField
        control={control}
        name="phone"
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
      />
      <FormTextField
        control={control}
        name="address_line1"
        label="Address"
        autoComplete="address-line1"
        maxLength={200}
      />
      <FormTextField control={control} name="city" label="City" autoComplete="address-level2" maxLength={100} />
      <FormTextField control={control} name="state" label="State" autoComplete="address-level1" maxLength={50} />
      <FormTextField
        control={control}
        name="zip"
        label="Zip Code"
        inputMode="numeric"
        autoComplete="postal-code"
        mask={digitsOnly(5)}
        maxLength={5}
        required
      />
      <ZipServiceNotice formKey={formKey} zip={zip} acceptsOutOfArea={form.accept_out_of_area_leads} />
      {form.ask_dog_count && (
        <FormTextField
          control={control}
          name="dog_count"
          label="Number of Dogs"
          inputMode="numeric"
          mask={digitsOnly(2)}
          maxLength={2}
        />
      )}
      {prices && (
        <PriceCalculator
          prices={prices}
          pricingNote={form.pricing_note}
          planName={planName}
          onPlanChange={setPlanName}
          formDogCount={form.ask_dog_count ? String(dogCount ?? '') : undefined}
          premiumCents={premiumCents}
        />
      )}
      {form.ask_referral_source && (
        <FormTextField control={control} name="referral_source" label="Referral Source" maxLength={100} />
      )}
      {form.questions.map((question) => {
        const name = `answers.${question.id}` as Path<FormInput>;
        if (question.kind === 'text')
          return (
            <FormTextField
              key={question.id}
              control={control}
              name={name}
              label={question.question}
              required={question.required}
              maxLength={2000}
            />
          );
        const options =
          question.kind === 'yes_no'
            ? YES_NO_OPTIONS
            : question.options.map((option) => ({ value: option, label: option }));
        return (
          <FormSelectField
            key={question.id}
            control={control}
            name={name}
            label={question.question}
            options={options}
            required={question.required}
          />
        );
      })}
      <FormTextField control={control} name="notes" label="Notes" maxLength={2000} />
      <Box sx={honeypotSx} aria-hidden="true">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </Box>
      {form.show_prices && !prices && form.pricing_note && (
        <Alert severity="info" icon={false} sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {form.pricing_note}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        loading={submitRegistration.isPending}
        sx={{ mt: 2 }}
      >
        Sign Up
      </Button>
    </Box>
  );
}

/** The organization's public sign-up form: works without signing in; a visitor becomes a lead of the organization. */
export default function PublicSignUpPage() {
  const { form_key: formKey = '' } = useParams();
  const view = usePublicForm(formKey);
  useOrganizationAnalytics(view.data?.organization.analytics_id);

  if (view.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading the sign-up form" />
      </Box>
    );
  }
  if (view.isError) {
    const missing = isApiError(view.error) && (view.error.status === 404 || view.error.status === 422);
    return <Alert severity="error">{missing ? 'This sign-up form does not exist.' : serverMessage(view.error)}</Alert>;
  }
  const { organization, form } = view.data;
  return (
    <Box>
      <Typography variant="h4" component="h1" align="center" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {organization.name}
      </Typography>
      {form.heading && (
        <Typography variant="h6" component="p" align="center" gutterBottom>
          {form.heading}
        </Typography>
      )}
      {form.introduction && <Typography sx={{ whiteSpace: 'pre-line', mb: 1 }}>{form.introduction}</Typography>}
      {form.is_enabled ? (
        <SignUpForm formKey={formKey} organizationName={organization.name} form={form} />
      ) : (
        <Alert severity="info">This sign-up form is closed at the moment. Please contact the company directly.</Alert>
      )}
    </Box>
  );
}
