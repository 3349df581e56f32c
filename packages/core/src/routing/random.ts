/** A small seeded generator (mulberry32): the same seed searches the same way, so results repeat. */
export interface Random {
  /** A whole number in [0, limit). */
  below(limit: number): number;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { below: (limit) => Math.floor(next() * limit) };
}
