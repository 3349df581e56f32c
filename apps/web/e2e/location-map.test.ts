/**
 * The location map (our own component over Leaflet): labelled pins kept in view, and the office's dropped pin set by
 * a click, by dragging it, or from the keyboard. The browser reaches no tile server, as DESIGN §7 expects it to cope.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { callApi, signIn, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

interface Location {
  id: number;
  name: string | null;
  address_line1: string;
  lat: number | null;
  lng: number | null;
  pinned: boolean;
}

async function ownerToken(page: Page): Promise<string> {
  await signIn(page, 'owner@demo.test');
  const token = await storedToken(page);
  if (!token) throw new Error('no token stored');
  return token;
}

/** A demo client with two located places. */
async function clientWithTwoLocations(baseUrl: string, token: string): Promise<{ id: number; locations: Location[] }> {
  const { data } = await callApi<{ data: { id: number; location_count: number }[] }>(
    baseUrl,
    token,
    'GET',
    '/clients?per_page=100',
  );
  for (const row of data.filter((client) => client.location_count >= 2)) {
    const { client } = await callApi<{ client: { id: number; locations: Location[] } }>(
      baseUrl,
      token,
      'GET',
      `/clients/${row.id}`,
    );
    if (client.locations.filter((location) => location.lat !== null).length >= 2) return client;
  }
  throw new Error('no demo client with two located places');
}

const pinOf = async (map: Locator) => {
  const value = await map.getAttribute('data-pin');
  if (!value) return null;
  const [lat = 0, lng = 0] = value.split(',').map(Number);
  return { lat, lng };
};

async function inside(outer: Locator, inner: Locator): Promise<boolean> {
  const [a, b] = [await outer.boundingBox(), await inner.boundingBox()];
  return (
    a !== null &&
    b !== null &&
    b.x >= a.x &&
    b.y >= a.y &&
    b.x + b.width <= a.x + a.width &&
    b.y + b.height <= a.y + a.height
  );
}

/** The element's box once it has stopped moving: Leaflet pans and zooms with short animations. */
async function settledBox(element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let box = await element.boundingBox();
  await expect
    .poll(async () => {
      const previous = box;
      await new Promise((resolve) => setTimeout(resolve, 150));
      box = await element.boundingBox();
      return previous !== null && box !== null && previous.x === box.x && previous.y === box.y;
    })
    .toBe(true);
  if (!box) throw new Error('element not drawn');
  return box;
}

describe('location map', () => {
  it("shows a labelled pin for each of a client's places, all in view, without map tiles", async () => {
    const { page, server } = suite;
    const token = await ownerToken(page);
    const client = await clientWithTwoLocations(server.baseUrl, token);
    await page.goto(`/client/${client.id}/show`);
    await page.getByRole('tab', { name: 'Locations' }).click();

    const map = page.getByRole('region', { name: "Map of the client's locations" });
    const located = client.locations.filter((location) => location.lat !== null);
    for (const location of located) {
      const label = location.name || location.address_line1;
      const marker = map.getByRole('button', { name: label, exact: true });
      await marker.waitFor();
      expect(await inside(map, marker), `${label} is in view`).toBe(true);
      await marker.hover();
      await map.locator('.leaflet-tooltip', { hasText: label }).waitFor();
    }
    expect(await map.locator('.leaflet-marker-icon').count()).toBe(located.length);
  });

  it('drops the pin where the map is clicked, moves it by dragging or from the keyboard, and saves it', async () => {
    const { page, server } = suite;
    const token = await ownerToken(page);
    const client = await clientWithTwoLocations(server.baseUrl, token);
    const location = client.locations.find((place) => place.lat !== null && !place.pinned) ?? client.locations[0];
    if (!location) throw new Error('no location');
    await page.goto(`/client/${client.id}/show`);
    await page.getByRole('tab', { name: 'Locations' }).click();
    await page
      .getByRole('region', { name: `Location ${location.name || location.address_line1}` })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Location' });
    const map = dialog.getByRole('region', { name: 'Location map' });
    const surface = map.locator('.leaflet-container');
    await surface.waitFor();
    expect(await pinOf(map)).toBeNull();

    // A click drops the pin there.
    await surface.click({ position: { x: 60, y: 60 } });
    await dialog.getByText(/^Pinned at /).waitFor();
    const clicked = await pinOf(map);
    expect(clicked).not.toBeNull();
    const pin = map.getByRole('button', { name: 'Dropped pin' });
    await pin.waitFor();

    // Dragging moves it: 100 px right is further east. Dropping the pin pans the map to it, so the pin is grabbed
    // only once the pan has settled and it stays where it is drawn.
    const box = await settledBox(pin);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 50, box.y + box.height - 2, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + 100, box.y + box.height - 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await pinOf(map))?.lng ?? 0).toBeGreaterThan(clicked?.lng ?? 0);
    const dragged = await pinOf(map);

    // From the keyboard: focus the map, pan it east with the arrow keys, then pin the map's centre. Leaflet ignores
    // an arrow key while the map is still panning to the dragged pin, so each press waits for the map to settle and
    // then for the pin to slide west on screen.
    await surface.focus();
    for (let step = 0; step < 3; step += 1) {
      const before = await settledBox(pin);
      await expect
        .poll(async () => {
          await page.keyboard.press('ArrowRight');
          return (await settledBox(pin)).x;
        })
        .toBeLessThan(before.x);
    }
    await page.keyboard.press('Tab');
    const centre = map.getByRole('button', { name: 'Drop Pin at Map Centre' });
    await centre.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await pinOf(map))?.lng).not.toBe(dragged?.lng);
    const placed = await pinOf(map);

    await dialog.getByRole('button', { name: 'Save Location' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const { client: saved } = await callApi<{ client: { locations: Location[] } }>(
      server.baseUrl,
      token,
      'GET',
      `/clients/${client.id}`,
    );
    expect(saved.locations.find((place) => place.id === location.id)).toMatchObject({
      pinned: true,
      lat: placed?.lat,
      lng: placed?.lng,
    });
  });
});
