import { useSearchParams } from 'react-router';

/** The URL parameter that names the open tab. */
const TAB_PARAM = 'tab';

/** The tab the URL names, or the first tab when it names none or one this page does not have (an old or typed link). */
export function tabFromParams<Tab extends string>(tabs: readonly [Tab, ...Tab[]], params: URLSearchParams): Tab {
  const named = params.get(TAB_PARAM);
  return tabs.find((tab) => tab === named) ?? tabs[0];
}

/** The parameters with `next` open; the first tab is the page's plain address, so it leaves no `?tab=`. */
export function paramsWithTab<Tab extends string>(
  tabs: readonly [Tab, ...Tab[]],
  current: URLSearchParams,
  next: Tab,
): URLSearchParams {
  const updated = new URLSearchParams(current);
  if (next === tabs[0]) updated.delete(TAB_PARAM);
  else updated.set(TAB_PARAM, next);
  return updated;
}

/**
 * The open tab of a tabbed page, kept in the URL (`?tab=`) so a reload or a shared link opens the same tab. Switching
 * tabs replaces the history entry: Back leaves the page instead of walking through every tab that was looked at.
 */
export function useTabInUrl<Tab extends string>(tabs: readonly [Tab, ...Tab[]]): [Tab, (next: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const openTab = (next: Tab) => setParams((current) => paramsWithTab(tabs, current, next), { replace: true });
  return [tabFromParams(tabs, params), openTab];
}
