import { useCallback, useState } from 'react';

/**
 * Whether an element's content is wider than the element (a table on a phone): such a scroll area must be reachable
 * by keyboard. A callback ref, so it follows the element through loading, error and empty states.
 */
export function useOverflow<T extends HTMLElement>(): [
  overflowing: boolean,
  ref: (element: T | null) => (() => void) | undefined,
] {
  const [overflowing, setOverflowing] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element) return undefined;
    const observer = new ResizeObserver(() => setOverflowing(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [overflowing, ref];
}
