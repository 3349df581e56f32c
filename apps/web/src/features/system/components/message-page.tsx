import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';

/** A page that only explains where the user is and offers the way home. */
export function MessagePage({ title, text }: { title: string; text: string }) {
  return (
    <Paper sx={{ p: 4, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={pathTo('dashboard')} variant="contained">
        Go to Dashboard
      </Button>
    </Paper>
  );
}
