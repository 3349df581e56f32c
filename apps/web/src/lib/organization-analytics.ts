import { useEffect } from 'react';

const GOOGLE_TAG = 'https://www.googletagmanager.com/gtag/js';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Reports the page's visit to the organization's Google Analytics (its branding's analytics id), on the pages its
 * prospects open: the sign-up form and the directory listing. Google's tag loads once per id; without an id nothing
 * loads. The server's policy lets only these pages reach Google.
 */
export function useOrganizationAnalytics(analyticsId: string | null | undefined) {
  useEffect(() => {
    if (!analyticsId) return;
    const src = `${GOOGLE_TAG}?id=${encodeURIComponent(analyticsId)}`;
    if ([...document.scripts].some((script) => script.src === src)) return;
    const dataLayer = (window.dataLayer ??= []);
    // Google's tag reads each command as an arguments object, as its own snippet pushes them.
    function gtag(..._command: unknown[]) {
      dataLayer.push(arguments);
    }
    gtag('js', new Date());
    gtag('config', analyticsId);
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.append(script);
  }, [analyticsId]);
}
