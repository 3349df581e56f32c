/** Query keys of the subscription feature; everything under `all` belongs to the organization's platform subscription. */
export const subscriptionKeys = {
  all: ['organization_subscription'] as const,
  details: () => ['organization_subscription', 'details'] as const,
  plans: () => ['organization_subscription', 'pricing_plans'] as const,
  coupon: (code: string) => ['organization_subscription', 'coupon', code] as const,
  estimate: (pricingPlanId: number, coupon: string | null) =>
    ['organization_subscription', 'estimated_charges', pricingPlanId, coupon] as const,
  cardForm: () => ['organization_subscription', 'card_form'] as const,
  invoices: (page: number, perPage: number) => ['organization_subscription', 'invoices', page, perPage] as const,
};
