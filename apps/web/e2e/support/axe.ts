/** Runs axe-core (a dev dependency, never shipped) in a page and reports its serious and critical findings. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Request } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's API requests still unanswered, so a check can wait for what the page is loading. */
export function trackApiRequests(page: Page) {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Waits until the page has settled: no API request in flight (a filter waiting for its options is greyed until they
 * come), no loading bar or skeleton, and no finite animation still running (a dialog or menu fading in would
 * otherwise be measured half transparent, and its contrast misjudged).
 */
export async function waitForSettledPage(page: Page) {
  const pending = inFlight.get(page);
  const deadline = Date.now() + 15_000;
  while (pending && pending.size > 0) {
    if (Date.now() > deadline)
      throw new Error(`still waiting for ${[...pending].map((request) => request.url()).join(', ')}`);
    await delay(50);
  }
  await page.waitForFunction(
    () => {
      // A determinate bar (with a value) shows progress through steps, not loading.
      const loading = document.querySelector('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root');
      const moving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      return !loading && !moving;
    },
    undefined,
    { timeout: 15_000, polling: 100 },
  );
}

/**
 * The serious and critical axe violations of the page as it is now, one line per rule with the elements it flagged.
 * Evaluated through the DevTools protocol rather than a script tag, so the app's Content-Security-Policy stays on.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes
          .map((node) => JSON.stringify(node.target))
          .slice(0, 5)
          .join(', ')}${violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : ''}`,
    );
}
