import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A step that needs the connection says so, with the way to make it, instead of failing on its requests. */
export function NotConnectedNote({ why, onConnect }: { why: string; onConnect: () => void }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onConnect}>
          Go to Connection
        </Button>
      }
    >
      Connect to QuickBooks first: {why}
    </Alert>
  );
}
