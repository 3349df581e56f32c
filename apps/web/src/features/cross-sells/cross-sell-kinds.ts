/**
 * Residential and commercial cross-sells share every page: what differs by kind (routes, API path, permission to
 * manage, who the buyer is) lives here, so the components take only the kind.
 */
import type { Permission } from '@employee-portal/core/access/permissions';
import { crossSellFrequencyLabels, type CrossSellWire } from '@employee-portal/core/subscriptions/cross-sell.schema';
import type { CrossSellBuyer } from '@employee-portal/core/subscriptions/cross-sell.responses';
import { pathTo, routeByName, type RouteName } from '@employee-portal/core/routes/route-table';

export type CrossSellKind = 'residential' | 'commercial';
export type { CrossSellBuyer };

interface CrossSellKindConfig {
  listRoute: RouteName;
  showRoute: RouteName;
  /** The API resource: `/api/{kind}_cross_sells`. */
  apiPath: string;
  /** The settings permission the API asks for to list, create, edit and delete (spec §2 menu). */
  managePermission: Permission;
  /** Header of the buyers table's first column. */
  buyerHeader: string;
}

const CONFIG: Record<CrossSellKind, CrossSellKindConfig> = {
  residential: {
    listRoute: 'residential_cross_sells',
    showRoute: 'residential_cross_sell',
    apiPath: '/residential_cross_sells',
    managePermission: 'additional_services',
    buyerHeader: 'Client',
  },
  commercial: {
    listRoute: 'commercial_cross_sells',
    showRoute: 'commercial_cross_sell',
    apiPath: '/commercial_cross_sells',
    managePermission: 'additional_commercial_services',
    buyerHeader: 'Company',
  },
};

export const crossSellKind = (kind: CrossSellKind) => {
  const config = CONFIG[kind];
  return {
    ...config,
    listTitle: routeByName(config.listRoute).title,
    showTitle: routeByName(config.showRoute).title,
    listPath: pathTo(config.listRoute),
  };
};

export const crossSellPath = (kind: CrossSellKind, id: number) => pathTo(CONFIG[kind].showRoute, { id });

/** Who buys it: the client (residential) or the company (commercial), linked to their page when known. */
export function buyerParty(kind: CrossSellKind, buyer: CrossSellBuyer): { name: string; path: string | null } {
  if (kind === 'residential') {
    return {
      name: buyer.client_name?.trim() || 'Unknown client',
      path: buyer.client_id === null ? null : pathTo('client', { id: buyer.client_id }),
    };
  }
  return {
    name: buyer.company_name?.trim() || 'Unknown company',
    path:
      buyer.commercial_customer_id === null ? null : pathTo('commercial_client', { id: buyer.commercial_customer_id }),
  };
}

/** 'active' → 'Active'; subscription statuses are single words. */
export const subscriptionStatusLabel = (status: string) =>
  status ? status.charAt(0).toUpperCase() + status.slice(1) : '';

/** The list is short (one organization's add-ons): it is searched in the browser, by name, description or frequency. */
export function searchCrossSells<Row extends Pick<CrossSellWire, 'name' | 'description' | 'frequency'>>(
  rows: readonly Row[],
  search: string,
): Row[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...rows];
  return rows.filter((row) =>
    [row.name, row.description ?? '', crossSellFrequencyLabels[row.frequency]].some((text) =>
      text.toLowerCase().includes(term),
    ),
  );
}
