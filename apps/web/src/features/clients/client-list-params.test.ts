import { describe, expect, it } from 'vitest';
import { clientFiltersFromParams, formatPhone, hasClientFilters, parseDogNames } from './client-list-params.ts';

describe('client list URL state', () => {
  it('reads valid filters and ignores tampered ones', () => {
    const filters = clientFiltersFromParams(
      new URLSearchParams(
        'search=%20smith%20&status=inactive&work_area_id=4&service_plan_id=7&tax_exempt=true&open_balance=false&sort=-balance',
      ),
    );
    expect(filters).toEqual({
      search: 'smith',
      status: 'inactive',
      work_area_id: 4,
      service_plan_id: 7,
      tax_exempt: true,
      open_balance: false,
      sort: '-balance',
    });
    expect(hasClientFilters(filters)).toBe(true);
    const tampered = clientFiltersFromParams(
      new URLSearchParams('status=gone&work_area_id=-1&service_plan_id=weekly&tax_exempt=maybe&sort=password'),
    );
    expect(tampered).toEqual({
      search: undefined,
      status: undefined,
      work_area_id: undefined,
      service_plan_id: undefined,
      tax_exempt: undefined,
      open_balance: undefined,
      sort: 'name',
    });
    expect(hasClientFilters(tampered)).toBe(false);
    expect(hasClientFilters(clientFiltersFromParams(new URLSearchParams('service_plan_id=3')))).toBe(true);
  });

  it("reads filter ids by core's id rule, as the API does: other spellings of 1 filter nothing", () => {
    for (const raw of ['0x1', '1e0', '+1', '01', '1.0', '2147483648']) {
      expect(
        clientFiltersFromParams(new URLSearchParams(`work_area_id=${encodeURIComponent(raw)}`)).work_area_id,
        raw,
      ).toBeUndefined();
    }
    expect(clientFiltersFromParams(new URLSearchParams('work_area_id=2147483647')).work_area_id).toBe(2_147_483_647);
  });

  it('shows stored phone digits readably', () => {
    expect(formatPhone('3035550101')).toBe('(303) 555-0101');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('12345')).toBe('12345');
  });

  it('reads dog names from a comma-separated line', () => {
    expect(parseDogNames(' Rex, Bella,,Rex ,  ')).toEqual(['Rex', 'Bella']);
    expect(parseDogNames('')).toEqual([]);
  });
});
