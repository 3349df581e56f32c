/** Residential and commercial subscriptions share every screen; only their API paths and routes differ. */
import type { SubscriptionKind } from '@employee-portal/core/subscriptions/subscription-wire';
import type { RouteName } from '@employee-portal/core/routes/route-table';

export interface KindPaths {
  kind: SubscriptionKind;
  /** GET list, POST create. */
  collection: string;
  exportCsv: string;
  quote: string;
  /** GET one. */
  show: (id: number) => string;
  /** PUT, and the base of pause, resume and cancel. */
  record: (id: number) => string;
  /** The body field naming the location a new subscription is for. */
  locationField: 'client_location_id' | 'commercial_location_id';
  listRoute: RouteName;
  showRoute: RouteName;
  clientRoute: RouteName;
  listTitle: string;
  recordLabel: string;
  csvFileName: string;
}

export const KIND_PATHS: Record<SubscriptionKind, KindPaths> = {
  residential: {
    kind: 'residential',
    collection: '/subscriptions',
    exportCsv: '/subscriptions/export.csv',
    quote: '/subscriptions/quote',
    show: (id) => `/subscription/${id}`,
    record: (id) => `/subscription/${id}`,
    locationField: 'client_location_id',
    listRoute: 'subscriptions',
    showRoute: 'subscription',
    clientRoute: 'client',
    listTitle: 'Subscriptions',
    recordLabel: 'subscription',
    csvFileName: 'subscriptions.csv',
  },
  commercial: {
    kind: 'commercial',
    collection: '/commercial_subscriptions',
    exportCsv: '/commercial_subscriptions/export.csv',
    quote: '/commercial_subscriptions/quote',
    show: (id) => `/commercial/subscription/show/${id}`,
    record: (id) => `/commercial/subscription/${id}`,
    locationField: 'commercial_location_id',
    listRoute: 'commercial_subscriptions',
    showRoute: 'commercial_subscription',
    clientRoute: 'commercial_client',
    listTitle: 'Commercial Subscriptions',
    recordLabel: 'commercial subscription',
    csvFileName: 'commercial-subscriptions.csv',
  },
};
