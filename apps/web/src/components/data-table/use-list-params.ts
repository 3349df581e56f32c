import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { idFromText } from '@employee-portal/core/fields';
import { useNotify } from '../notifications/use-notify.ts';
import { serverMessage } from '../../lib/api-errors.ts';

const SEARCH_DELAY_MS = 300;

/**
 * A positive whole number from the URL (a page, a filter's record id), or undefined for anything else. Core's id
 * rule, the API's own, so '0x1' or '01' in a shared link is dropped rather than sent on as 1.
 */
export const positiveIntParam = (raw: string | null | undefined) =>
  raw == null ? undefined : (idFromText(raw) ?? undefined);

/**
 * A server-side list's state kept in the URL (search, filters, sort, page), so a reload or a shared link shows the
 * same page. The search box updates the URL once typing pauses, replacing the history entry instead of adding one
 * per key; changing any filter returns to the first page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = params.get('search')?.trim() ?? '';
  const [searchText, setSearchText] = useState(search);
  const page = positiveIntParam(params.get('page')) ?? 1;

  const setParam = (key: string, value: string | undefined, keepPage = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: key === 'search' },
    );
  const setPage = (next: number) => setParam('page', next > 1 ? String(next) : undefined, true);

  useEffect(() => {
    if (searchText.trim() === search) return;
    const timer = setTimeout(() => {
      // A row clicked before typing paused has already moved the address on, while the router keeps this list on
      // screen until the row's page code has loaded (a transition): the late search must not pull it back.
      if (window.location.pathname !== pathname) return;
      setParam('search', searchText.trim() || undefined);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // setParam is rebuilt each render; the typed text and the URL's search are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText, search, pathname]);

  return { params, search: search || undefined, searchText, setSearchText, page, setParam, setPage };
}

/** A CSV export button's state: busy while the file downloads, a failure told in a notification. */
export function useCsvExport(exportCsv: () => Promise<void>) {
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      await exportCsv();
    } catch (error) {
      notify(serverMessage(error), 'error');
    } finally {
      setExporting(false);
    }
  };
  return { exporting, download };
}
