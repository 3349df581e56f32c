/**
 * Change requests (issue 6, "Done when"): a demo client asks for a change through the client-facing endpoint, the
 * owner approves it on /change_requests and the client shows the change; a denial needs a reason.
 */
import { describe, expect, it } from 'vitest';
import { signIn, storedToken, waitForOutbox } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

/** An API call with the signed-in user's token, as the portal makes it. */
async function apiAs<T>(
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  const init: RequestInit =
    method === 'POST'
      ? { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) }
      : { method, headers };
  const response = await fetch(`${suite.server.baseUrl}/api${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

interface DemoClient {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  status: string;
  locations: { id: number; name: string | null; address_line1: string; dog_count: number }[];
}

/** An active demo client with a location, found through the clients API the office uses. */
async function demoClient(token: string, offset: number): Promise<DemoClient> {
  const list = await apiAs<{ data: { id: number; status: string }[] }>(
    token,
    'GET',
    '/clients?per_page=50&status=active',
  );
  expect(list.status).toBe(200);
  const picked = list.body.data[offset];
  if (!picked) throw new Error('not enough active demo clients');
  const detail = await apiAs<{ client: DemoClient }>(token, 'GET', `/clients/${picked.id}`);
  expect(detail.status).toBe(200);
  if (!detail.body.client.locations[0]) throw new Error('the demo client has no location');
  return detail.body.client;
}

async function signedInOwner() {
  const { page } = suite;
  await signIn(page, 'owner@demo.test');
  const token = await storedToken(page);
  if (!token) throw new Error('no token');
  return { page, token };
}

describe('change requests', () => {
  it('are approved by the owner and the client shows the change', async () => {
    const { page, token } = await signedInOwner();
    const client = await demoClient(token, 3);
    const location = client.locations[0]!;
    const wanted = location.dog_count === 4 ? 5 : 4;
    const name = `${client.first_name} ${client.last_name}`;
    const created = await apiAs<{ change_request: { id: number; summary: string } }>(
      token,
      'POST',
      '/client_portal/change_requests',
      {
        client_id: client.id,
        client_location_id: location.id,
        kind: 'dog_count',
        dog_count: wanted,
        comment: 'E2E: we adopted more dogs',
      },
    );
    expect(created.status).toBe(201);
    const summary = `Dog count ${location.dog_count} → ${wanted}`;
    expect(created.body.change_request.summary).toBe(summary);

    await page.goto('/change_requests');
    const table = page.getByRole('table', { name: 'Change requests' });
    await table.waitFor();
    await page.getByLabel('Search').fill(name);
    await page.waitForURL((url) => url.searchParams.get('search') === name);
    const row = table.getByRole('row').filter({ hasText: 'E2E: we adopted more dogs' });
    await row.getByText(summary).waitFor();
    await row.getByRole('button', { name: `Approve the change request of ${name}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Approve Change Request' });
    await dialog.getByText(summary).waitFor();
    // It says what approving does for this kind, and what it leaves alone.
    await dialog
      .getByText('The location’s dog count is updated. The subscription keeps its price', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`The change request of ${name} was approved.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The pending list no longer holds it; the approved tab does, with who decided.
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Approved' }).click();
    await table.getByRole('row').filter({ hasText: 'E2E: we adopted more dogs' }).getByText('Approved').waitFor();

    if (client.email)
      await waitForOutbox(suite.server.baseUrl, { to: client.email, channel: 'email' }, (messages) =>
        messages.find((message) => message.body.includes(`Dog count → ${wanted}`)),
      );

    const after = await apiAs<{ client: DemoClient }>(token, 'GET', `/clients/${client.id}`);
    expect(after.body.client.locations.find((entry) => entry.id === location.id)?.dog_count).toBe(wanted);

    // The client's Locations tab shows the new count (the Dogs fact of that location's card).
    await page.goto(`/client/${client.id}/show?tab=locations`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const dogs = page.locator('section').filter({ hasText: location.address_line1 }).locator('dt:text-is("Dogs") + dd');
    await dogs.waitFor();
    expect(await dogs.innerText()).toMatch(new RegExp(`^${wanted}\\b`));
  });

  it('are denied only with a reason', async () => {
    const { page, token } = await signedInOwner();
    const client = await demoClient(token, 4);
    const name = `${client.first_name} ${client.last_name}`;
    const created = await apiAs<{ change_request: { id: number } }>(token, 'POST', '/client_portal/change_requests', {
      client_id: client.id,
      kind: 'pause',
      from: '2026-12-01',
      to: '2026-12-14',
      comment: 'E2E: away for the holidays',
    });
    expect(created.status).toBe(201);

    await page.goto('/change_requests');
    const table = page.getByRole('table', { name: 'Change requests' });
    await table.waitFor();
    await page.getByLabel('Search').fill(name);
    await page.waitForURL((url) => url.searchParams.get('search') === name);
    const row = table.getByRole('row').filter({ hasText: 'E2E: away for the holidays' });
    await row.getByText('Pause from 2026-12-01 to 2026-12-14').waitFor();
    await row.getByRole('button', { name: `Deny the change request of ${name}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Deny Change Request' });
    await dialog.getByRole('button', { name: 'Deny' }).click();
    await dialog.getByText('This field is required').waitFor();
    await dialog.getByLabel('Reason').fill('We are fully booked that week');
    await dialog.getByRole('button', { name: 'Deny' }).click();
    await page.getByText(`The change request of ${name} was denied.`).waitFor();
    await row.waitFor({ state: 'detached' });

    const denied = await apiAs<{ data: { id: number; status: string; deny_reason: string }[] }>(
      token,
      'GET',
      `/change_requests?status=denied&search=${encodeURIComponent(name)}`,
    );
    expect(denied.body.data.find((entry) => entry.id === created.body.change_request.id)).toMatchObject({
      status: 'denied',
      deny_reason: 'We are fully booked that week',
    });
  });

  it('are logged by the office for a client who phoned', async () => {
    const { page, token } = await signedInOwner();
    const client = await demoClient(token, 5);
    const name = `${client.first_name} ${client.last_name}`;

    await page.goto('/change_requests');
    await page
      .getByRole('table', { name: 'Change requests' })
      .or(page.getByText('No change requests are waiting for a decision.'))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Log Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Change Request' });
    await dialog.getByRole('button', { name: 'Log Request' }).click();
    expect(await dialog.getByText('This field is required').count()).toBeGreaterThanOrEqual(2);

    await dialog.getByRole('combobox', { name: 'Client' }).fill(name);
    await page
      .getByRole('option', { name: new RegExp(`^${name}`) })
      .first()
      .click();
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Pause', exact: true }).click();
    await dialog.getByLabel('Paused From Date').fill('2026-12-14');
    await dialog.getByLabel('Paused To Date').fill('2026-12-01');
    await dialog.getByLabel('Client Comment').fill('E2E: phoned in');
    await dialog.getByRole('button', { name: 'Log Request' }).click();
    await dialog.getByText('Must be after Paused From Date').waitFor();
    await dialog.getByLabel('Paused To Date').fill('2026-12-28');
    await dialog.getByRole('button', { name: 'Log Request' }).click();
    await page.getByText(`The change request of ${name} was logged.`).waitFor();

    const row = page
      .getByRole('table', { name: 'Change requests' })
      .getByRole('row')
      .filter({ hasText: 'E2E: phoned in' });
    await row.getByText('Pause from 2026-12-14 to 2026-12-28').waitFor();
    await row.getByRole('link', { name }).waitFor();
  });
});
