// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement, Suspense, useEffect, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { lazyPage } from '../lib/chunk-load.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { PageFailure } from './shell/shell-page-boundary.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.restoreAllMocks();
});

/** The shell around a page: its menu stays whatever the page does. */
async function renderInShell(Page: ComponentType, handlers: { reload: () => void; onChunkFailure: () => void }) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      createElement(
        'div',
        null,
        createElement('nav', null, 'Main navigation'),
        createElement(
          PageErrorBoundary,
          {
            fallback: (chunk) => createElement(PageFailure, { chunk, onReload: handlers.reload }),
            onChunkFailure: handlers.onChunkFailure,
          },
          createElement(Suspense, { fallback: 'Loading page' }, createElement(Page)),
        ),
      ),
    );
  });
  return container;
}

const reloadButton = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent === 'Reload');

describe('PageErrorBoundary', () => {
  it('shows a page whose script fails to load as a message with Reload inside the shell, reported as ChunkLoadError', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handlers = { reload: vi.fn(), onChunkFailure: vi.fn() };
    const Page = lazyPage(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://x/assets/clients-page-1a2b.js'),
      ),
    );
    const container = await renderInShell(Page, handlers);

    expect(container.textContent).toContain('Main navigation');
    expect(container.textContent).toContain('This page could not be loaded');
    expect(reported.mock.calls.some(([error]) => (error as Error).name === 'ChunkLoadError')).toBe(true);
    // An old tab after a deploy gets the chance to reload into the new build.
    expect(handlers.onChunkFailure).toHaveBeenCalledTimes(1);
    await act(async () => reloadButton(container)?.click());
    expect(handlers.reload).toHaveBeenCalledTimes(1);
  });

  it('shows a page that throws while rendering as a message with Reload, not a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handlers = { reload: vi.fn(), onChunkFailure: vi.fn() };
    const ThrowingPage = () => {
      throw new Error('Cannot read properties of undefined');
    };
    const container = await renderInShell(ThrowingPage, handlers);

    expect(container.textContent).toContain('Main navigation');
    expect(container.textContent).toContain('Something went wrong on this page');
    expect(reloadButton(container)).toBeDefined();
    expect(handlers.onChunkFailure).not.toHaveBeenCalled();
  });

  it('keeps the page mounted when its address moves (a tab kept in the address), and clears a failure on a move', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let mounts = 0;
    const Page = ({ fail }: { fail: boolean }) => {
      useEffect(() => {
        mounts += 1;
      }, []);
      if (fail) throw new Error('Cannot read properties of undefined');
      return createElement('p', null, 'Questions typed so far');
    };
    const container = document.createElement('div');
    root = createRoot(container);
    const at = (resetKey: string, fail: boolean) =>
      act(async () =>
        root?.render(
          createElement(
            PageErrorBoundary,
            { resetKey, fallback: () => 'Something went wrong' },
            createElement(Page, { fail }),
          ),
        ),
      );
    await at('/settings/client_onboarding/questions', false);
    await at('/settings/client_onboarding/thank_you_text', false);
    expect(mounts).toBe(1);
    await at('/settings/client_onboarding/thank_you_text', true);
    expect(container.textContent).toBe('Something went wrong');
    await at('/clients', false);
    expect(container.textContent).toBe('Questions typed so far');
  });
});
