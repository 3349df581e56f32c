import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import type { PublicPrices } from '@employee-portal/core/clients/client-registration.responses';
import { planWithFrequency } from '@employee-portal/core/scheduling/service-frequency';
import { digitsOnly } from '../../../lib/input-masks.ts';
import { initialCleanupFor, quotePlan, typedCount } from '../price-quote.ts';

interface PriceCalculatorProps {
  prices: PublicPrices;
  pricingNote: string | null;
  planName: string;
  onPlanChange: (planName: string) => void;
  /** The dog count the form itself asks for, as typed; undefined when the form does not ask (the calculator asks). */
  formDogCount: string | undefined;
  /** The premium of the work area serving the visitor's zip, once the zip is checked. */
  premiumCents: number;
}

const BASIS_TEXT = { per_visit: 'per visit', per_month: 'per month' } as const;

function PlanPrice({
  prices,
  planName,
  dogs,
  premiumCents,
}: {
  prices: PublicPrices;
  planName: string;
  dogs: number | null;
  premiumCents: number;
}) {
  const plan = prices.service_plans.find((candidate) => candidate.name === planName);
  if (!plan) return <Typography color="text.secondary">Choose a plan to see its price.</Typography>;
  if (dogs === null) return <Typography color="text.secondary">Enter the number of dogs to see the price.</Typography>;
  const quote = quotePlan(plan, dogs, premiumCents);
  if (!quote) return <Typography>Please contact us for a price for {dogs} dogs.</Typography>;
  return (
    <>
      <Typography variant="h6" component="p">
        {formatCents(quote.price_cents)} {BASIS_TEXT[quote.basis]}
      </Typography>
      {quote.premium_cents > 0 && (
        <Typography variant="body2">
          Includes a {formatCents(quote.premium_cents)} service area premium for your zip code.
        </Typography>
      )}
      {quote.monthly_cents !== null && <Typography>Monthly value: {formatCents(quote.monthly_cents)}</Typography>}
    </>
  );
}

function InitialCleanupPrice({ prices, weeks }: { prices: PublicPrices; weeks: number | null }) {
  if (weeks === null) return null;
  const range = initialCleanupFor(prices.initial_cleanup_prices, weeks);
  if (!range) return <Typography variant="body2">Please contact us for the initial cleanup price.</Typography>;
  const amount =
    range.from_price_cents === range.to_price_cents
      ? formatCents(range.from_price_cents)
      : `${formatCents(range.from_price_cents)} – ${formatCents(range.to_price_cents)}`;
  return <Typography>Initial cleanup: {amount}</Typography>;
}

/**
 * The public form's price calculator: a plan and a number of dogs give the price per visit or per month with the area's
 * premium and the monthly value; the weeks since the last cleanup give the initial cleanup's price range.
 */
export function PriceCalculator({
  prices,
  pricingNote,
  planName,
  onPlanChange,
  formDogCount,
  premiumCents,
}: PriceCalculatorProps) {
  const [ownDogCount, setOwnDogCount] = useState('');
  const [weeksTyped, setWeeksTyped] = useState('');
  const asksDogs = formDogCount === undefined;
  const dogs = typedCount(asksDogs ? ownDogCount : formDogCount);
  return (
    <Box
      component="section"
      aria-labelledby="price-calculator-title"
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="price-calculator-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Price Calculator
      </Typography>
      <TextField
        select
        fullWidth
        margin="normal"
        label="Service Plan"
        value={planName}
        onChange={(event) => onPlanChange(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" />
        {prices.service_plans.map((plan) => (
          <option key={plan.name} value={plan.name}>
            {planWithFrequency(plan.name, plan.frequency)}
          </option>
        ))}
      </TextField>
      {asksDogs && (
        <TextField
          fullWidth
          margin="normal"
          label="Number of Dogs"
          value={ownDogCount}
          onChange={(event) => setOwnDogCount(digitsOnly(2)(event.target.value))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
        />
      )}
      {prices.initial_cleanup_prices.length > 0 && (
        <TextField
          fullWidth
          margin="normal"
          label="Weeks Since Last Cleaned"
          value={weeksTyped}
          onChange={(event) => setWeeksTyped(digitsOnly(3)(event.target.value))}
          helperText="Optional: for the price of the first, initial cleanup"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
      )}
      <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
        <PlanPrice prices={prices} planName={planName} dogs={dogs} premiumCents={premiumCents} />
        <InitialCleanupPrice prices={prices} weeks={typedCount(weeksTyped)} />
      </Box>
      {pricingNote && (
        <Alert severity="info" icon={false} sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {pricingNote}
        </Alert>
      )}
    </Box>
  );
}
