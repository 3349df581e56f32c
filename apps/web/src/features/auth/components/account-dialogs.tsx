/**
 * The account dialogs load when first opened: they are the only dialogs the first page load would otherwise carry
 * (the top bar and the subscription-ended page import them from the auth front door, which the entry reads).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { SelectAccountDialogProps } from './select-account-dialog.tsx';

const LazyAnotherAccountDialog = lazy(() =>
  import('./another-account-dialog.tsx').then((module) => ({ default: module.AnotherAccountDialog })),
);
const LazySelectAccountDialog = lazy(() =>
  import('./select-account-dialog.tsx').then((module) => ({ default: module.SelectAccountDialog })),
);

export function AnotherAccountDialog(props: ComponentProps<typeof LazyAnotherAccountDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyAnotherAccountDialog {...props} />
    </Suspense>
  );
}

export function SelectAccountDialog(props: SelectAccountDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazySelectAccountDialog {...props} />
    </Suspense>
  );
}
