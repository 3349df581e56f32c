import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@employee-portal/core/messages/catalogue';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useCouponLookup } from '../api/coupons.ts';

/** 'Check a Code': whether a client could apply a code today, as the subscription form will ask the server. */
export function CheckCouponBox() {
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState('');
  const lookup = useCouponLookup(checked);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    if (code === checked) void lookup.refetch();
    setChecked(code);
  };

  return (
    <Box
      component="form"
      onSubmit={check}
      aria-label="Check a code"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ mr: 1 }}>
        Check a Code
      </Typography>
      <TextField
        label="Coupon Code"
        size="small"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setChecked('');
        }}
        slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off' } }}
      />
      <Button type="submit" variant="outlined" disabled={typed.trim() === ''} loading={lookup.isFetching}>
        Check
      </Button>
      <Box role="status" aria-live="polite" sx={{ flexBasis: { xs: '100%', md: 'auto' } }}>
        {checked !== '' && !lookup.isFetching && lookup.isError && (
          <Alert severity="error">{serverMessage(lookup.error)}</Alert>
        )}
        {checked !== '' && !lookup.isFetching && lookup.isSuccess && (
          <Alert severity={lookup.data ? 'success' : 'warning'}>
            {lookup.data ? `${lookup.data.code}: ${lookup.data.summary}` : messages.couponCodeInvalid}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
