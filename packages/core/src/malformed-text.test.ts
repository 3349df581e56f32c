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
    expect(malformedTextPath(Buffer.from([0xed, 0xa0, 0x80]))).toBeNull();
  });

  it('walks a body nested far deeper than the call stack goes', () => {
    const depth = 50_000;
    const deep = JSON.parse(`${'{"a":'.repeat(depth)}"\\ud800"${'}'.repeat(depth)}`);
    expect(malformedTextPath(deep)?.split('.')).toHaveLength(depth);
    expect(malformedTextPath(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).toBeNull();
  });
});
