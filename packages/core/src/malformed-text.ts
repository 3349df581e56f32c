/**
 * Text that is no valid Unicode: JSON may carry a lone half of a UTF-16 surrogate pair ("\ud800"), which no keyboard
 * types and no database column keeps as written (PostgreSQL stores a replacement character instead).
 */

// In unicode mode a paired surrogate is one code point, so only an unpaired half is of the Cs category.
const UNPAIRED_SURROGATE = /\p{Cs}/u;

export const hasUnpairedSurrogate = (text: string) => UNPAIRED_SURROGATE.test(text);

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit | null, last?: string): string => {
  const keys: string[] = last === undefined ? [] : [last];
  for (let at = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * Where in a parsed request the first malformed text is, as the validation errors name fields ('locations.0.city'),
 * a malformed key counting as its own; '' for a bare string; null when every text is well-formed. Walks without
 * recursion: a hostile body may nest tens of thousands of levels deep.
 */
export function malformedTextPath(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (hasUnpairedSurrogate(visit.value)) return pathOf(visit);
      continue;
    }
    if (typeof visit.value !== 'object' || visit.value === null || ArrayBuffer.isView(visit.value)) continue;
    const entries = Object.entries(visit.value);
    for (const [key] of entries) if (hasUnpairedSurrogate(key)) return pathOf(visit, key);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index]!;
      pending.push({ value: item, key, parent: visit });
    }
  }
  return null;
}
