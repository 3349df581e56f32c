import { describe, expect, it } from 'vitest';
import { routeTable } from '@employee-portal/core/routes/route-table';
import { hasPage } from './route-pages.ts';

describe('route pages', () => {
  it('has a page for every route of the table', () => {
    expect(routeTable.map((route) => route.name).filter((name) => !hasPage(name))).toEqual([]);
  });
});
