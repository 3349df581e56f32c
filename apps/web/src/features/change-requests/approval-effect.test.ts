import { describe, expect, it } from 'vitest';
import type { ChangeRequest } from '@employee-portal/core/clients/change-request.responses';
import { approvalEffect } from './approval-effect.ts';

const client = { id: 1, first_name: 'Pat', last_name: 'Walker', status: 'active' as const };
const home = { id: 7, address_line1: '12 Elm St', zip: '80202' };
const request = (kind: ChangeRequest['kind'], details: Record<string, unknown>, location = home) => ({
  kind,
  details,
  location,
  client,
});

describe('the approval dialog says what approving does', () => {
  it('pauses the subscription and re-plans its visits, never a note for the office', () => {
    const effect = approvalEffect(request('pause', { from: '2026-12-01', to: '2026-12-14' }));
    expect(effect).toContain('The running subscription at 12 Elm St is paused from 2026-12-01 until 2026-12-14');
    expect(effect).toContain('re-planned');
    expect(effect).toContain('visits start again on 2026-12-14');
    expect(effect).toContain('A pause whose first day has passed starts on the day it is approved');
    expect(effect).not.toMatch(/note/i);
  });

  it('names every subscription when the client named no location', () => {
    const effect = approvalEffect({ ...request('pause', { from: '2026-12-01', to: '2026-12-14' }), location: null });
    expect(effect).toMatch(/^Every running subscription of the client is paused/);
  });

  it('moves a frequency change to a plan at a new price', () => {
    const effect = approvalEffect(request('frequency', { frequency: 'twice_a_week' }));
    expect(effect).toContain('moves to the first active Twice a Week plan');
    expect(effect).toContain('new price');
    expect(effect).toContain('new service days');
    expect(effect).not.toMatch(/note/i);
  });

  it('adds the named add-on at its price', () => {
    const effect = approvalEffect(request('add_on', { name: 'Deodorizing' }));
    expect(effect).toMatch(/^The add-on “Deodorizing” is added to the running subscription at 12 Elm St at its price/);
    expect(effect).not.toMatch(/note/i);
  });

  it('says the price stays when only the dog count changes', () => {
    expect(approvalEffect(request('dog_count', { dog_count: 3 }))).toContain('keeps its price');
  });

  it('re-places a moved location on the map', () => {
    expect(approvalEffect(request('address', { address_line1: '1 Oak St' }))).toContain('placed on the map again');
  });

  it('deactivates the client and cancels every subscription, or only cancels what runs when already inactive', () => {
    expect(approvalEffect(request('cancel', { reason: 'Moving' }))).toContain(
      'The client is deactivated with this reason and every running subscription is cancelled',
    );
    expect(
      approvalEffect({ ...request('cancel', { reason: 'Moving' }), client: { ...client, status: 'inactive' } }),
    ).toMatch(/^The client is already inactive: any subscription still running is cancelled/);
  });
});
