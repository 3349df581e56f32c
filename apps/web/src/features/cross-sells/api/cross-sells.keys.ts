import type { CrossSellKind } from '../cross-sell-kinds.ts';

/** Query keys of the cross-sells feature, per kind. */
export const crossSellKeys = {
  all: ['cross-sells'] as const,
  list: (kind: CrossSellKind) => ['cross-sells', kind, 'list'] as const,
  detail: (kind: CrossSellKind, id: number | null) => ['cross-sells', kind, 'detail', id] as const,
};
