import { describe, expect, it } from 'vitest';
import { hasUnpairedSurrogate, malformedTextPath } from './malformed-text.ts';

describe('malformed text', () => {
  it('finds a lone half of a surrogate pair anywhere in a string, and nothing in well-formed text', () => {
    for (const text of ['\ud800', '\udfff', 'a\ud83d', '\ude00b', 'x\udc00\ud800y', '🐶\ud83d'])
      expect(hasUnpairedSurrogate(text), JSON.stringify(text)).toBe(true);
    for (const text of ['', 'Sarah Pérez', '🐶 walks', '\ud83d\udc36', '日本語', '\ufffd', '\u0000'])
      expect(hasUnpairedSurrogate(text), JSON.stringify(text)).toBe(false);
  });

  it('names the field of a parsed JSON body that holds it, keys and array items included', () => {
    expect(malformedTextPath(JSON.parse('{"first_name":"Ann","last_name":"B\\ud800"}'))).toBe('last_name');
    expect(malformedTextPath({ locations: [{ city: 'Denver' }, { city: '\udc00' }] })).toBe('locations.1.city');
    expect(malformedTextPath({ notes: { '\ud800': 'key' } })).toBe('notes.\ud800');
    expect(malformedTextPath('\ud800')).toBe('');
    expect(malformedTextPath({ name: 'Ann 🐶', count: 3, ok: true, none: null, tags: ['a'] })).toBeNull();
    expect(malformedTextPath(undefined)).toBeNull();
  });
});
