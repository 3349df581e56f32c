import { lazy, Suspense, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';

// The dialog with its forms, the card frame and the charges panel is downloaded only when someone opens it.
const SubscribeDialog = lazy(() =>
  import('./subscribe-dialog.tsx').then((module) => ({ default: module.SubscribeDialog })),
);

type SubscribeButtonProps = Pick<ButtonProps, 'size' | 'variant' | 'color'> & { label?: string };

/** Opens the subscribe dialog; focus returns to this button when the dialog closes. */
export function SubscribeButton({
  label = 'Subscribe Now',
  size,
  variant = 'contained',
  color = 'primary',
}: SubscribeButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can play the dialog's exit transition.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant={variant}
        color={color}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {opened && (
        <Suspense
          fallback={
            <LinearProgress
              aria-label="Loading"
              sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
            />
          }
        >
          <SubscribeDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
