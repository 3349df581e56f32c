import { useEffect } from 'react';
import { useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useTabInUrl } from '../../../lib/use-tab-in-url.ts';
import { usePricingSetup, useSavePricingSetup, type PricingSetup } from '../api/pricing.ts';
import { InitialCleanupSection, WorkAreaPremiumsSection } from '../components/pricing-setup-sections.tsx';
import { CancelReasonsSection } from '../components/cancel-reasons-section.tsx';
import { ServicePlansSection } from '../components/service-plans-section.tsx';
import {
  pricingSetupFormSchema,
  setupFieldPaths,
  setupFormValuesOf,
  type PricingSetupFormValues,
} from '../pricing-form.ts';

const tabs = ['plans', 'initial_cleanup', 'premiums', 'cancel_reasons'] as const;
type PricingTab = (typeof tabs)[number];
const TAB_LABELS: Record<PricingTab, string> = {
  plans: 'Service Plans',
  initial_cleanup: 'Initial Cleanup',
  premiums: 'Work-Area Premiums',
  cancel_reasons: 'Cancel Reasons',
};
/** The tabs of the one prices form (saved together); the others save row by row. */
const isPricesTab = (tab: PricingTab): tab is 'initial_cleanup' | 'premiums' =>
  tab === 'initial_cleanup' || tab === 'premiums';

type SetupOutput = z.output<typeof pricingSetupFormSchema>;

/** The tabs whose fields have these errors (client-side errors by section, server errors by dotted path). */
const tabsWithErrors = (errors: FieldErrors<PricingSetupFormValues> | Record<string, string>): PricingTab[] => {
  const keys = Object.keys(errors);
  return (['initial_cleanup', 'premiums'] as const).filter((name) =>
    keys.some((key) => key.startsWith(name === 'initial_cleanup' ? 'initial_cleanup_prices' : 'work_area_premiums')),
  );
};

function PricingSetupTabs({ setup }: { setup: PricingSetup }) {
  const [tab, openTab] = useTabInUrl(tabs);
  const notify = useNotify();
  const save = useSavePricingSetup();
  // One form above the tabs: what was typed on one tab is kept while another is open.
  const { control, handleSubmit, reset, setError, getValues, formState } = useForm<
    PricingSetupFormValues,
    unknown,
    SetupOutput
  >({
    resolver: zodResolver(pricingSetupFormSchema),
    defaultValues: setupFormValuesOf(setup),
  });
  const values = useWatch({ control });
  const defaults = formState.defaultValues;
  const changed = {
    initial_cleanup: JSON.stringify(values.initial_cleanup_prices) !== JSON.stringify(defaults?.initial_cleanup_prices),
    premiums: JSON.stringify(values.work_area_premiums) !== JSON.stringify(defaults?.work_area_premiums),
  };
  const unsaved = changed.initial_cleanup || changed.premiums;
  const formError = formFailure(save.error, setupFieldPaths(getValues()));

  // Closing or reloading the tab with unsaved prices asks first (the browser's own question).
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  // Errors only on the other section: that section opens, so the errors are seen.
  const showErrorsOf = (withErrors: PricingTab[]) => {
    const first = withErrors[0];
    if (first && !withErrors.includes(tab)) openTab(first);
  };

  const submit = handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: (answer) => {
          reset(setupFormValuesOf(answer));
          notify('The pricing setup was saved.');
        },
        onError: (error) => {
          applyServerFieldErrors(error, setupFieldPaths(getValues()) as Path<PricingSetupFormValues>[], setError);
          showErrorsOf(tabsWithErrors(serverFieldErrors(error)));
        },
      }),
    (errors) => showErrorsOf(tabsWithErrors(errors)),
  );

  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, next: PricingTab) => openTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Pricing setup sections"
        sx={{ mb: 2 }}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={isPricesTab(name) && changed[name] ? `${TAB_LABELS[name]} *` : TAB_LABELS[name]}
          />
        ))}
      </Tabs>
      {tab === 'plans' && <ServicePlansSection plans={setup.service_plans} />}
      {tab === 'cancel_reasons' && <CancelReasonsSection />}
      {isPricesTab(tab) && (
        <Box component="form" noValidate onSubmit={submit} aria-label="Initial cleanup and premium prices">
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          {tab === 'initial_cleanup' && <InitialCleanupSection control={control} />}
          {tab === 'premiums' && <WorkAreaPremiumsSection control={control} />}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
            <Button type="submit" variant="contained" loading={save.isPending}>
              Save Prices
            </Button>
            <Typography variant="body2" color="text.secondary">
              {unsaved
                ? 'Initial cleanup prices and work-area premiums are saved together. You have unsaved changes.'
                : 'Initial cleanup prices and work-area premiums are saved together.'}
            </Typography>
          </Box>
        </Box>
      )}
    </>
  );
}

/** Spec /settings/pricing_setup: service plans, initial-cleanup prices, work-area premiums and cancel reasons. */
export default function PricingSetupPage() {
  const setup = usePricingSetup();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Pricing Setup
      </Typography>
      {/* A failed refetch keeps the loaded setup (and what is typed in it) on screen. */}
      {setup.data ? (
        <PricingSetupTabs setup={setup.data} />
      ) : setup.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void setup.refetch()}>
              Retry
            </Button>
          }
        >
          {serverMessage(setup.error)}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading pricing setup" />
        </Box>
      )}
    </Paper>
  );
}
