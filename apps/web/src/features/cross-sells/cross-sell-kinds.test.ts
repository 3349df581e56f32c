import { describe, expect, it } from 'vitest';
import {
  buyerParty,
  crossSellKind,
  crossSellPath,
  searchCrossSells,
  subscriptionStatusLabel,
  type CrossSellBuyer,
} from './cross-sell-kinds.ts';

const buyer: CrossSellBuyer = {
  subscription_id: 1,
  status: 'active',
  price_cents: 800,
  added_on: '2026-11-23',
  client_id: null,
  client_name: null,
  commercial_customer_id: null,
  company_name: null,
  address: '9 Oak St',
};

describe('cross-sell kinds', () => {
  it('route each kind to its own pages, API and settings permission', () => {
    expect(crossSellKind('residential')).toMatchObject({
      listPath: '/settings/residential_cross_sells',
      listTitle: 'Residential Cross-Sells',
      apiPath: '/residential_cross_sells',
      managePermission: 'additional_services',
    });
    expect(crossSellKind('commercial')).toMatchObject({
      listPath: '/settings/commercial_cross_sells',
      listTitle: 'Commercial Cross-Sells',
      apiPath: '/commercial_cross_sells',
      managePermission: 'additional_commercial_services',
    });
    expect(crossSellPath('residential', 7)).toBe('/residential_cross_sell/7/show');
    expect(crossSellPath('commercial', 7)).toBe('/commercial_cross_sell/7/show');
  });

  it('name the buyer by client or company, linked to their page', () => {
    expect(buyerParty('residential', { ...buyer, client_id: 12, client_name: 'Dana Client' })).toEqual({
      name: 'Dana Client',
      path: '/client/12/show',
    });
    expect(buyerParty('commercial', { ...buyer, commercial_customer_id: 3, company_name: 'Acme HOA' })).toEqual({
      name: 'Acme HOA',
      path: '/commercial_client/3/show',
    });
    expect(buyerParty('residential', buyer)).toEqual({ name: 'Unknown client', path: null });
    expect(buyerParty('commercial', buyer)).toEqual({ name: 'Unknown company', path: null });
  });

  it('label subscription statuses', () => {
    expect(subscriptionStatusLabel('paused')).toBe('Paused');
    expect(subscriptionStatusLabel('')).toBe('');
  });

  it('search by name, description or frequency, ignoring case and edge spaces', () => {
    const rows = [
      { name: 'Yard Deodorizer', description: 'Sprayed after each cleanup', frequency: 'every_visit' },
      { name: 'Waste Bags', description: null, frequency: 'monthly' },
    ] as const;
    expect(searchCrossSells(rows, '  deodor ').map((row) => row.name)).toEqual(['Yard Deodorizer']);
    expect(searchCrossSells(rows, 'SPRAYED').map((row) => row.name)).toEqual(['Yard Deodorizer']);
    expect(searchCrossSells(rows, 'monthly').map((row) => row.name)).toEqual(['Waste Bags']);
    expect(searchCrossSells(rows, '')).toHaveLength(2);
    expect(searchCrossSells(rows, 'gift')).toEqual([]);
  });
});
