import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {
  QuickbooksChartResponse,
  QuickbooksMappingsResponse,
  QuickbooksStatusWire,
} from '@employee-portal/core/accounting/quickbooks.schema';
import { DataLoadError } from '../../../components/data-table/data-table.tsx';
import { FormSelectField, type SelectOption } from '../../../components/form/form-select-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { formFailure, serverMessage, showServerFailure } from '../../../lib/api-errors.ts';
import { useQuickbooksChart, useQuickbooksMappings, useSaveQuickbooksMappings } from '../api/mappings.ts';
import {
  mappingFieldOf,
  mappingFormSchema,
  mappingFormValuesOf,
  mappingsBodyOf,
  type MappingFormValues,
} from '../mapping-form.ts';
import { NotConnectedNote } from './not-connected-note.tsx';
import type { QuickbooksTab } from './quickbooks-tabs.ts';
import { TableScrollArea } from '../../../components/data-table/table-scroll-area.tsx';

const optionsOf = (choices: readonly { id: string; name: string }[]): SelectOption[] =>
  choices.map((choice) => ({ value: choice.id, label: choice.name }));

const KIND_LABELS = { service_plan: 'Service plan', cross_sell: 'Cross-sell' } as const;

function MappingForm({ chart, mappings }: { chart: QuickbooksChartResponse; mappings: QuickbooksMappingsResponse }) {
  const save = useSaveQuickbooksMappings();
  const notify = useNotify();
  const { control, handleSubmit, reset, setError, getValues } = useForm<MappingFormValues>({
    resolver: zodResolver(mappingFormSchema),
    defaultValues: mappingFormValuesOf(mappings),
  });
  const items = optionsOf(chart.items);
  const placement = (serverField: string) => mappingFieldOf(getValues(), serverField);
  const failure = formFailure(save.error, placement);
  const rows = getValues('items');

  const submit = handleSubmit((values) =>
    save.mutate(mappingsBodyOf(values), {
      onSuccess: (answer) => {
        reset(mappingFormValuesOf(answer));
        notify('The QuickBooks mapping was saved.');
      },
      onError: (error) => showServerFailure(error, placement, setError),
    }),
  );

  return (
    <Box component="form" noValidate aria-label="QuickBooks mapping" onSubmit={(event) => void submit(event)}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormSelectField control={control} name="default_item_id" label="Default Item" options={items} required />
        <FormSelectField
          control={control}
          name="tip_item_id"
          label="Tip Item"
          options={items}
          emptyLabel="No separate tip item"
        />
        <FormSelectField
          control={control}
          name="tax_code_id"
          label="Tax Code"
          options={optionsOf(chart.tax_codes)}
          emptyLabel="No tax code"
        />
        <FormSelectField
          control={control}
          name="deposit_account_id"
          label="Deposit Account"
          options={optionsOf(chart.deposit_accounts)}
          required
        />
        <FormSelectField
          control={control}
          name="fee_expense_account_id"
          label="Processor Fee Expense Account"
          options={optionsOf(chart.expense_accounts)}
          required
        />
        <FormSelectField
          control={control}
          name="refund_account_id"
          label="Refunds Account"
          options={optionsOf(chart.income_accounts)}
          emptyLabel="Not picked yet"
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Taxable invoice lines carry the tax code; lines of tax-exempt clients carry none. Payouts are deposited into the
        deposit account, net of the processor&apos;s fees, which are booked to the fee expense account, and of the
        refunds the processor took back, which are booked to the refunds account (needed once a payout carries one).
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        Service plans and cross-sells
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Each one is booked as its QuickBooks item (the item carries its income account), or as the default item.
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">
          No service plans or cross-sells yet: every invoice line uses the default item.
        </Typography>
      ) : (
        <TableScrollArea label="Items of service plans and cross-sells">
          <Table size="small" aria-label="Items of service plans and cross-sells">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>QuickBooks Item</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={`${row.kind}-${row.local_id}`}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{KIND_LABELS[row.kind]}</TableCell>
                  <TableCell sx={{ minWidth: 220 }}>
                    <Controller
                      control={control}
                      name={`items.${index}.item_id`}
                      render={({ field, fieldState }) => (
                        <TextField
                          select
                          fullWidth
                          size="small"
                          name={field.name}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          inputRef={field.ref}
                          error={Boolean(fieldState.error)}
                          helperText={fieldState.error?.message}
                          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Item for ${row.name}` } }}
                        >
                          <option value="">Default item</option>
                          {items.map((item) => (
                            <option key={item.value} value={item.value}>
                              {item.label}
                            </option>
                          ))}
                        </TextField>
                      )}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScrollArea>
      )}
      <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 3 }}>
        Save Mapping
      </Button>
    </Box>
  );
}

/** The mapping step: what our invoices, tips, taxes and payouts are booked to in QuickBooks. */
export function MappingSection({
  status,
  onOpenTab,
}: {
  status: QuickbooksStatusWire;
  onOpenTab: (tab: QuickbooksTab) => void;
}) {
  const chart = useQuickbooksChart(status.connected);
  const mappings = useQuickbooksMappings(status.connected);

  if (!status.connected) {
    return (
      <NotConnectedNote
        why="the items, tax codes and accounts to pick from are read from your QuickBooks company."
        onConnect={() => onOpenTab('connection')}
      />
    );
  }
  const failed = chart.isError ? chart : mappings.isError ? mappings : null;
  if (failed) {
    return <DataLoadError error={{ text: serverMessage(failed.error), retry: () => void failed.refetch() }} />;
  }
  if (!chart.data || !mappings.data) {
    return (
      <Box aria-busy="true" aria-label="Loading the QuickBooks mapping">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={56} />
        ))}
      </Box>
    );
  }
  return (
    <>
      {!status.mapping_done && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Pick the items and accounts before the first sync: invoices, payments and payouts are booked to them.
        </Alert>
      )}
      <MappingForm chart={chart.data} mappings={mappings.data} />
    </>
  );
}
