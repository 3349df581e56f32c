import { describe, expect, it } from 'vitest';
import { paramsWithTab, tabFromParams } from './use-tab-in-url.ts';

const tabs = ['details', 'locations', 'schedule'] as const;

describe('tabFromParams', () => {
  it('opens the tab the URL names', () => {
    expect(tabFromParams(tabs, new URLSearchParams('tab=schedule'))).toBe('schedule');
  });

  it('falls back to the first tab when the URL names none', () => {
    expect(tabFromParams(tabs, new URLSearchParams('page=2'))).toBe('details');
  });

  it('falls back to the first tab for a key the page does not have', () => {
    expect(tabFromParams(tabs, new URLSearchParams('tab=billing'))).toBe('details');
    expect(tabFromParams(tabs, new URLSearchParams('tab='))).toBe('details');
  });
});

describe('paramsWithTab', () => {
  it('names another tab and keeps the other parameters', () => {
    expect(paramsWithTab(tabs, new URLSearchParams('created=1'), 'locations').toString()).toBe(
      'created=1&tab=locations',
    );
  });

  it('drops the parameter for the first tab, so the plain address opens it', () => {
    expect(paramsWithTab(tabs, new URLSearchParams('tab=schedule&created=1'), 'details').toString()).toBe('created=1');
  });

  it('leaves the given parameters unchanged', () => {
    const current = new URLSearchParams('tab=schedule');
    paramsWithTab(tabs, current, 'details');
    expect(current.toString()).toBe('tab=schedule');
  });
});
