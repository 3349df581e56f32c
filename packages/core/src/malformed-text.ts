/**
 * Text that is no valid Unicode: JSON may carry a lone half of a UTF-16 surrogate pair ("\ud800"), which no keyboard
 * types and no database column keeps as written (PostgreSQL stores a replacement character instead).
 */

// In unicode mode a paired surrogate is one code point, so only an unpaired half is of the Cs category.
const UNPAIRED_SURROGATE = /\p{Cs}/u;

export const hasUnpairedSurrogate = (text: string) => UNPAIRED_SURROGATE.test(text);

/**
 * Where in a parsed request the first malformed text is, as the validation errors name fields ('locations.0.city'),
 * a malformed key counting as its own; '' for a bare string; null when every text is well-formed.
 */
export function malformedTextPath(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return hasUnpairedSurrogate(value) ? path.join('.') : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = [...path, key];
    if (hasUnpairedSurrogate(key)) return itemPath.join('.');
    const found = malformedTextPath(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}
