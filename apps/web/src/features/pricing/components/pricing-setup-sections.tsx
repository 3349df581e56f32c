import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  MAX_CLEANUP_ROWS,
  newCleanupRow,
  type PricingSetupFormValues,
  type pricingSetupFormSchema,
} from '../pricing-form.ts';
import { PricingTextField } from './pricing-fields.tsx';

type SetupControl = Control<PricingSetupFormValues, unknown, z.output<typeof pricingSetupFormSchema>>;

/** Initial cleanup: a price range ('From Price' to 'To Price') by weeks since the yard was last cleaned. */
export function InitialCleanupSection({ control }: { control: SetupControl }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'initial_cleanup_prices', keyName: 'key' });
  const rows = useWatch({ control, name: 'initial_cleanup_prices' });
  return (
    <Box component="section" aria-labelledby="initial-cleanup-heading">
      <Typography id="initial-cleanup-heading" variant="h6" component="h2">
        Initial Cleanup Prices
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The first visit to a yard that has not been cleaned for a while costs more. Each range covers the weeks since
        the yard was last cleaned; quote between its From Price and To Price.
      </Typography>
      {fields.length === 0 && (
        <Typography sx={{ py: 2 }}>No initial cleanup prices yet. Add a range to quote first cleanups.</Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {fields.map((row, index) => (
          <Box
            component="li"
            key={row.key}
            role="group"
            aria-label={`Initial cleanup range ${index + 1}`}
            sx={{
              display: 'grid',
              columnGap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr 1fr auto' },
              borderBottom: 1,
              borderColor: 'divider',
              pb: 1,
            }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <PricingTextField
                control={control}
                name={`initial_cleanup_prices.${index}.label`}
                label="Label"
                maxLength={100}
                required
              />
            </Box>
            <PricingTextField
              control={control}
              name={`initial_cleanup_prices.${index}.weeks_since_cleaned_from`}
              label="From (weeks)"
              numeric
              required
            />
            <PricingTextField
              control={control}
              name={`initial_cleanup_prices.${index}.weeks_since_cleaned_to`}
              label="To (weeks)"
              numeric
              hint="Empty = or more"
            />
            <PricingTextField
              control={control}
              name={`initial_cleanup_prices.${index}.from_price_cents`}
              label="From Price"
              money
              required
            />
            <PricingTextField
              control={control}
              name={`initial_cleanup_prices.${index}.to_price_cents`}
              label="To Price"
              money
              required
            />
            <Box sx={{ pt: 1 }}>
              <IconButton aria-label={`Remove initial cleanup range ${index + 1}`} onClick={() => remove(index)}>
                <DeleteIcon />
              </IconButton>
            </Box>
          </Box>
        ))}
      </Box>
      <Button onClick={() => append(newCleanupRow(rows))} disabled={fields.length >= MAX_CLEANUP_ROWS} sx={{ mt: 1 }}>
        Add Range
      </Button>
    </Box>
  );
}

/** One premium per work area, added to every visit's price for locations in that area. */
export function WorkAreaPremiumsSection({ control }: { control: SetupControl }) {
  const { fields } = useFieldArray({ control, name: 'work_area_premiums', keyName: 'key' });
  return (
    <Box component="section" aria-labelledby="premiums-heading">
      <Typography id="premiums-heading" variant="h6" component="h2">
        Work-Area Premiums
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        An amount added to the price of each visit for locations in a work area (0.00 for none).
      </Typography>
      {fields.length === 0 ? (
        <Typography sx={{ py: 2 }}>
          No work areas yet. Work areas are set up on the Client Onboarding settings page.
        </Typography>
      ) : (
        <Box
          sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
        >
          {fields.map((row, index) => (
            <PricingTextField
              key={row.key}
              control={control}
              name={`work_area_premiums.${index}.premium_cents`}
              label={`${row.work_area_name} premium per visit`}
              money
              required
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
