import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@employee-portal/core/version';

/** Spec §1: copyright and trademark text on every page, signed in or not. */
export function Footer() {
  return (
    <Box component="footer" sx={{ py: 2, px: 3, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">
        © {new Date().getFullYear()} {PRODUCT_NAME}. {PRODUCT_NAME} is a trademark of its owner.
      </Typography>
    </Box>
  );
}
