import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { tippingSettingsSchema, type TippingSettingsBody } from '@employee-portal/core/billing/ratings-and-tips.schema';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFailureLine, serverFieldErrors } from '../../../lib/api-errors.ts';
import { QueryLoadState } from '../../../components/query-load-state/query-load-state.tsx';
import { useSaveTippingSettings, useTippingSettings } from '../api/ratings-and-tips.ts';

const SWITCHES = [
  ['ratings_enabled', 'Ratings', 'Clients may give each visit 1 to 5 stars.'],
  ['comments_enabled', 'Comments', 'Clients may add a comment to their rating.'],
  ['tipping_enabled', 'Tipping', 'Clients may tip the tech; tips are added to the next invoice.'],
  ['recurring_tips_enabled', 'Recurring Tips', 'Subscribers may tip on every visit until they stop.'],
] as const;
type SwitchKey = (typeof SWITCHES)[number][0];
const AMOUNT_SLOTS = ['first', 'second', 'third', 'fourth'] as const;

/** Spec /settings/ratings_comments_and_tipping: what the completion message's link offers the client. */
export default function RatingsAndTipsSettingsPage() {
  const settings = useTippingSettings();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 800, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Ratings, Comments and Tipping
      </Typography>
      {!settings.isSuccess ? (
        <QueryLoadState query={settings} label="ratings and tipping settings" />
      ) : (
        <SettingsForm settings={settings.data.ratings_comments_and_tipping} />
      )}
    </Paper>
  );
}

function SettingsForm({ settings }: { settings: TippingSettingsBody }) {
  const save = useSaveTippingSettings();
  const notify = useNotify();
  const [switches, setSwitches] = useState<Record<SwitchKey, boolean>>({
    ratings_enabled: settings.ratings_enabled,
    comments_enabled: settings.comments_enabled,
    tipping_enabled: settings.tipping_enabled,
    recurring_tips_enabled: settings.recurring_tips_enabled,
  });
  const [amounts, setAmounts] = useState<string[]>(
    AMOUNT_SLOTS.map((_, index) => {
      const amount = settings.suggested_tip_amounts[index];
      return amount === undefined ? '' : String(amount);
    }),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    // Empty boxes are slots not used; a typed word stays a value, so the rule names it under its own box.
    const used = amounts.flatMap((text, slot) => (text.trim() === '' ? [] : [slot]));
    const body = { ...switches, suggested_tip_amounts: used.map((slot) => Number(amounts[slot])) };
    const checked = tippingSettingsSchema.safeParse(body);
    if (!checked.success) {
      const boxOf = (path: PropertyKey[]) =>
        path.length === 2 ? `suggested_tip_amounts.${used[Number(path[1])]}` : path.join('.');
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [boxOf(issue.path), issue.message])));
      return;
    }
    try {
      await save.mutateAsync(checked.data);
      notify('Ratings, comments and tipping settings were saved.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(serverFieldErrors(error));
      else setFailure(serverFailureLine(error));
    }
  };

  return (
    <Box component="form" noValidate aria-label="Ratings and tipping settings" onSubmit={(event) => void submit(event)}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <FormGroup>
        {SWITCHES.map(([key, label, help]) => (
          <Box key={key} sx={{ mb: 1 }}>
            <FormControlLabel
              label={label}
              control={
                <Switch
                  checked={switches[key]}
                  onChange={(event) => setSwitches({ ...switches, [key]: event.target.checked })}
                />
              }
            />
            <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
              {help}
            </Typography>
          </Box>
        ))}
      </FormGroup>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        Suggested Tip Amounts
      </Typography>
      <Typography variant="body2" color="text.secondary">
        One to four amounts in dollars, each from $1 to $500, offered as buttons.
      </Typography>
      {errors.suggested_tip_amounts && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.suggested_tip_amounts}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {amounts.map((amount, index) => (
          <TextField
            key={AMOUNT_SLOTS[index]}
            label={`Tip Amount ${index + 1} ($)`}
            margin="normal"
            value={amount}
            onChange={(event) => setAmounts(amounts.map((text, at) => (at === index ? event.target.value : text)))}
            error={Boolean(errors[`suggested_tip_amounts.${index}`])}
            helperText={errors[`suggested_tip_amounts.${index}`] ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: 160 }}
          />
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
