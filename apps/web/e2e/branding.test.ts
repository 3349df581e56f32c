/**
 * Issue 20 branding settings: the owner of Demo Scoopers (seeded with a teal header) picks a light blue for the header;
 * the form refuses it with the spec's message before anything is sent. A deep navy saves, and the top bar takes it at
 * once, without a reload; the settings hub shows the branding as customized. The top bar's logo is named after whose
 * it is, and a franchise's logo shows whole, on a desk and on a phone.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@employee-portal/core/messages/catalogue';
import { seriousViolations, waitForSettledPage } from './support/axe.ts';
import { callApiAs, documentIsMarked, markDocument, signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const headerBackground = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((header) => getComputedStyle(header).backgroundColor);

describe('branding settings', () => {
  it('refuses a too-light header colour and applies a good one live', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    expect(await headerBackground(page)).toBe('rgb(10, 126, 140)');
    // Demo Scoopers is in no franchise: its own logo carries its own name.
    await page.getByRole('banner').getByRole('button', { name: 'View Demo Scoopers logo' }).waitFor();
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Franchise/ })
        .count(),
    ).toBe(0);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Branding Settings' }).click();
    await page.waitForURL('**/settings/branding_settings');
    const form = page.getByRole('form', { name: 'Branding' });
    const headerColor = form.getByRole('textbox', { name: 'Header Color', exact: true });
    await headerColor.waitFor();
    expect(await headerColor.inputValue()).toBe('#0a7e8c');
    await waitForSettledPage(page);
    expect(await seriousViolations(page)).toEqual([]);
    await markDocument(page);

    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/branding')) puts.push(request.url());
    });
    await headerColor.fill('#03a9f4');
    expect(await page.getByTestId('header-preview').evaluate((box) => getComputedStyle(box).backgroundColor)).toBe(
      'rgb(3, 169, 244)',
    );
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(messages.colorTooLight).waitFor();
    expect(puts).toEqual([]);
    expect(await headerBackground(page)).toBe('rgb(10, 126, 140)');

    await headerColor.fill('#1d3557');
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/branding') && response.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Branding settings were saved.').waitFor();
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('header') as Element).backgroundColor === 'rgb(29, 53, 87)',
    );
    expect(await documentIsMarked(page)).toBe(true);

    await page.goto('/settings');
    await page.getByRole('link', { name: 'Branding Settings' }).waitFor();
    expect(await headerBackground(page)).toBe('rgb(29, 53, 87)');
  });

  it("shows a franchise member's logo whole in the top bar, on a desk and on a phone", async () => {
    const { page } = suite;
    await signIn(page, 'franchise@demo.test');
    const logo = page.getByRole('banner').getByRole('img', { name: 'Scoop Squad logo' });
    await logo.waitFor();
    for (const width of [1300, 390]) {
      await page.setViewportSize({ width, height: 800 });
      // Drawn inside the window at its own shape (scaled down on a phone, never cut or squeezed).
      const drawn = await logo.evaluate((image: HTMLImageElement) => {
        const box = image.getBoundingClientRect();
        const ownShape = Math.abs(box.width / box.height - image.naturalWidth / image.naturalHeight) < 0.05;
        return {
          inWindow: box.left >= 0 && box.right <= document.documentElement.clientWidth,
          wholeShape: ownShape || getComputedStyle(image).objectFit === 'contain',
        };
      });
      expect(drawn, `logo at ${width} px`).toEqual({ inWindow: true, wholeShape: true });
    }
    // And the picture itself holds the whole name: its lettering ends inside its own edge.
    const source = await logo.getAttribute('src');
    await page.goto(source ?? '');
    const lettering = await page.evaluate(() => {
      const text = document.querySelector('text') as SVGTextElement;
      const box = text.getBBox();
      return { right: box.x + box.width, edge: (document.querySelector('svg') as SVGSVGElement).viewBox.baseVal.width };
    });
    expect(lettering.right).toBeLessThanOrEqual(lettering.edge);
  });

  it("keeps a franchise member's header in the franchise colour, whatever the member's own branding says", async () => {
    const { page } = suite;
    await signIn(page, 'franchise@demo.test');
    expect(await headerBackground(page)).toBe('rgb(29, 53, 87)');
    await callApiAs(page, suite.server.baseUrl, 'PUT', '/branding', { header_color: '#f0e68c' });
    await page.reload();
    await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    expect(await headerBackground(page)).toBe('rgb(29, 53, 87)');
    // Spec §9's brightness rule: the navy is dark, so the header writes white.
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((header) => getComputedStyle(header).color),
    ).toBe('rgb(255, 255, 255)');
    await page.goto('/settings/branding_settings');
    await page.getByText('The header takes your franchise’s color.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Header Color', exact: true }).count()).toBe(0);
  });
});
