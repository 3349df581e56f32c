import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  clientOnboardingSettingsSchema,
  type ClientOnboardingSettingsInput,
} from '@employee-portal/core/clients/client-onboarding.schema';
import type { ClientOnboardingSettings } from '@employee-portal/core/clients/client-onboarding.responses';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverMessage } from '../../../lib/api-errors.ts';
import { useClientOnboardingSettings, useSaveClientOnboardingSettings } from '../api/client-onboarding.ts';
import { EmbedTab } from '../components/embed-tab.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextArea } from '../../../components/form/form-text-area.tsx';
import {
  formValuesOf,
  onboardingTabs,
  TAB_FIELDS,
  TAB_LABELS,
  type OnboardingFormValues,
  type OnboardingTab,
} from '../components/onboarding-form.ts';
import { QuestionsTab } from '../components/questions-tab.tsx';
import { ServiceAreaSection } from '../components/service-area-section.tsx';

const isTab = (value: string | undefined): value is OnboardingTab =>
  (onboardingTabs as readonly (string | undefined)[]).includes(value);

// The server names every field by its path in this form (questions.0.label included).
const fieldOfServerField = (serverField: string) => serverField as Path<OnboardingFormValues>;

function SettingsForm({ settings, tab }: { settings: ClientOnboardingSettings; tab: OnboardingTab }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveClientOnboardingSettings();
  // One form for every tab, so what was typed on one tab is kept while another is open.
  const { control, handleSubmit, trigger, getValues, setValue, setError, resetField, formState } = useForm<
    OnboardingFormValues,
    unknown,
    ClientOnboardingSettingsInput
  >({
    resolver: zodResolver(clientOnboardingSettingsSchema),
    defaultValues: formValuesOf(settings),
  });
  const fields = TAB_FIELDS[tab];
  const dirtyTabs = new Set(
    onboardingTabs.filter((name) => TAB_FIELDS[name].some((field) => formState.dirtyFields[field])),
  );
  const failure = formFailure(save.error, fieldOfServerField);

  const saveTab = async () => {
    if (tab === 'questions') {
      // Blank option lines are leftovers of typing, not options.
      getValues('questions').forEach((question, index) =>
        setValue(`questions.${index}.options`, (question.options ?? []).map((option) => option.trim()).filter(Boolean)),
      );
    }
    if (!(await trigger([...fields]))) return;
    const typed = getValues();
    const body: OnboardingFormValues = {
      ...formValuesOf(save.data?.settings ?? settings),
      ...Object.fromEntries(fields.map((field) => [field, typed[field]])),
    };
    save.mutate(body, {
      onSuccess: () => {
        for (const field of fields) resetField(field, { defaultValue: typed[field] });
        notify('The sign-up form settings were saved.');
      },
      onError: (error) => applyServerFieldErrors(error, fieldOfServerField, setError),
    });
  };

  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, next: OnboardingTab) => void navigate(pathTo('client_onboarding', { tab: next }))}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Sign-up form settings"
        sx={{ mb: 2 }}
      >
        {onboardingTabs.map((name) => (
          <Tab key={name} value={name} label={dirtyTabs.has(name) ? `${TAB_LABELS[name]} *` : TAB_LABELS[name]} />
        ))}
      </Tabs>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label={`${TAB_LABELS[tab]} settings`}
        onSubmit={handleSubmit(() => undefined)}
        hidden={tab === 'embed'}
      >
        {tab === 'general' && (
          <Box sx={{ maxWidth: 720 }}>
            <FormSwitch
              control={control}
              name="is_enabled"
              label="Form is open for sign-ups"
              helperText="A closed form tells visitors to contact you directly."
            />
            <FormTextField control={control} name="heading" label="Heading" maxLength={150} />
            <FormTextArea control={control} name="introduction" label="Introduction" maxLength={2000} />
            <FormSwitch
              control={control}
              name="accept_out_of_area_leads"
              label="Accept out-of-area leads"
              helperText="Visitors outside your work areas can still leave their contact details."
            />
            <FormSwitch control={control} name="ask_dog_count" label="Ask for the number of dogs" />
            <FormSwitch control={control} name="ask_referral_source" label="Ask how they heard about you" />
          </Box>
        )}
        {tab === 'questions' && <QuestionsTab control={control} />}
        {tab === 'pricing' && (
          <Box sx={{ maxWidth: 720 }}>
            <FormSwitch control={control} name="show_prices" label="Show prices on the form" />
            <FormTextArea control={control} name="pricing_note" label="Pricing note" maxLength={2000} />
          </Box>
        )}
        {tab === 'thank_you' && (
          <Box sx={{ maxWidth: 720 }}>
            <Typography color="text.secondary">Shown to visitors after they send the form.</Typography>
            <FormTextArea control={control} name="thank_you_text" label="Thank-you text" maxLength={2000} />
          </Box>
        )}
        {tab !== 'embed' && (
          <Button variant="contained" onClick={() => void saveTab()} loading={save.isPending} sx={{ mt: 2 }}>
            Save {TAB_LABELS[tab]}
          </Button>
        )}
      </Box>
      {tab === 'general' && <ServiceAreaSection />}
      {tab === 'embed' && <EmbedTab settings={save.data?.settings ?? settings} />}
    </>
  );
}

/** Spec /settings/client_onboarding/{tab?}: the public sign-up form's settings, one tab per concern. */
export default function ClientOnboardingPage() {
  const { tab: tabParam } = useParams();
  const tab = isTab(tabParam) ? tabParam : 'general';
  const settings = useClientOnboardingSettings();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Client Onboarding
      </Typography>
      {settings.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading settings" />
        </Box>
      ) : settings.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
              Retry
            </Button>
          }
        >
          {serverMessage(settings.error)}
        </Alert>
      ) : (
        <SettingsForm settings={settings.data} tab={tab} />
      )}
    </Paper>
  );
}
