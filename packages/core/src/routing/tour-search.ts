/**
 * The shortest closed tour through n points of a symmetric cost matrix, by iterated local search: nearest neighbour,
 * then 2-opt and Or-opt over 10-nearest-neighbour lists with don't-look bits, kicked by a double bridge confined to a
 * window of 50 positions and accepted within 0.3 % of the current tour (research notes §1.3, measured at the optimum
 * on every TSPLIB instance up to 105 stops in 100 ms). Forced pairs (an open route's end and start) are kept adjacent
 * by pricing them far below anything else.
 */
import { createRandom, type Random } from './random.ts';

export interface TourSearchOptions {
  /** Pairs of nodes that must be neighbours in the tour. */
  forcedPairs?: readonly (readonly [number, number])[];
  budgetMs?: number;
  maxKicks?: number;
  seed?: number;
  /** Milliseconds from any fixed origin; injectable so a benchmark can time the search alone. */
  now?: () => number;
}

const NEIGHBOURS = 10;
/** Leaves room for the last kick and the caller's own work inside a 100 ms answer. */
export const DEFAULT_BUDGET_MS = 90;
const KICK_WINDOW = 50;
const ACCEPT_WORSE_BY = 0.003;
const EPSILON = 1e-7;
const clock = () => globalThis.performance?.now() ?? Date.now();

/** Returns the tour as node indexes (each once); the edge from the last back to the first closes it. */
export function searchTour(matrix: Float64Array, n: number, options: TourSearchOptions = {}): number[] {
  const now = options.now ?? clock;
  const deadline = now() + (options.budgetMs ?? DEFAULT_BUDGET_MS);
  if (n <= 3) return Array.from({ length: n }, (_, index) => index);
  const forced = options.forcedPairs ?? [];
  const forcedBonus = forced.length ? 1 + 4 * maxEntry(matrix) * n : 0;
  const d = forced.length ? withForcedPairs(matrix, n, forced, forcedBonus) : matrix;
  const search = new LocalSearch(d, n, candidateNeighbours(d, n, Math.min(NEIGHBOURS, n - 1)));
  search.load(nearestNeighbourTour(d, n));
  search.improveAll();
  // Lengths with the forced pairs' bonus taken back out: the acceptance margin is a share of the real length.
  const offset = forcedBonus * forced.length;
  let currentLength = search.length();
  let best = search.tour.slice();
  let bestLength = currentLength;
  // 2,000 kicks solve days of up to 130 stops; longer days get more within the same time budget.
  const maxKicks = options.maxKicks ?? Math.max(2000, 20 * n);
  const random = createRandom(options.seed ?? 1);
  const saved = new Int32Array(n);
  for (let kick = 0; n >= 8 && kick < maxKicks && now() < deadline; kick += 1) {
    saved.set(search.tour);
    if (!search.kick(random)) continue;
    search.improveQueued();
    const length = search.length();
    if (length < bestLength - EPSILON) {
      bestLength = length;
      best = search.tour.slice();
    }
    if (length <= currentLength + ACCEPT_WORSE_BY * (currentLength + offset) + EPSILON) currentLength = length;
    else search.load(saved);
  }
  return Array.from(best);
}

function maxEntry(matrix: Float64Array): number {
  let max = 0;
  for (const value of matrix) if (Math.abs(value) > max) max = Math.abs(value);
  return max;
}

function withForcedPairs(
  matrix: Float64Array,
  n: number,
  pairs: readonly (readonly [number, number])[],
  bonus: number,
) {
  const copy = matrix.slice();
  for (const [a, b] of pairs) {
    copy[a * n + b] = copy[a * n + b]! - bonus;
    copy[b * n + a] = copy[b * n + a]! - bonus;
  }
  return copy;
}

/**
 * Each node's 10 nearest, then a few farther ones at doubling ranks (20th, 40th, …): on clustered days the nearest ten
 * all sit in the node's own cluster, and without a farther candidate no move could fix the order of the clusters.
 */
function candidateNeighbours(d: Float64Array, n: number, k: number): Int32Array[] {
  return Array.from({ length: n }, (_, a) => {
    const others = Array.from({ length: n - 1 }, (_, index) => (index < a ? index : index + 1));
    others.sort((x, y) => d[a * n + x]! - d[a * n + y]!);
    const chosen = others.slice(0, k);
    for (let rank = 2 * k; rank < others.length; rank *= 2) chosen.push(others[rank]!);
    return Int32Array.from(chosen);
  });
}

function nearestNeighbourTour(d: Float64Array, n: number): Int32Array {
  const tour = new Int32Array(n);
  const visited = new Uint8Array(n);
  visited[0] = 1;
  for (let position = 1; position < n; position += 1) {
    const from = tour[position - 1]!;
    let next = -1;
    for (let candidate = 0; candidate < n; candidate += 1)
      if (!visited[candidate] && (next < 0 || d[from * n + candidate]! < d[from * n + next]!)) next = candidate;
    tour[position] = next;
    visited[next] = 1;
  }
  return tour;
}

/** The tour as an array with each node's position, and a queue of nodes whose surroundings changed. */
class LocalSearch {
  readonly tour: Int32Array;
  private readonly position: Int32Array;
  private readonly queued: Uint8Array;
  private queue: number[] = [];
  private readonly segmentBuffer = new Int32Array(3);

  constructor(
    private readonly d: Float64Array,
    private readonly n: number,
    private readonly neighbours: Int32Array[],
  ) {
    this.tour = new Int32Array(n);
    this.position = new Int32Array(n);
    this.queued = new Uint8Array(n);
  }

  load(tour: Int32Array) {
    this.tour.set(tour);
    for (let index = 0; index < this.n; index += 1) this.position[tour[index]!] = index;
  }

  length(): number {
    let total = 0;
    for (let index = 0; index < this.n; index += 1) total += this.cost(this.tour[index]!, this.next(this.tour[index]!));
    return total;
  }

  improveAll() {
    for (let node = 0; node < this.n; node += 1) this.activate(node);
    this.improveQueued();
  }

  improveQueued() {
    while (this.queue.length) {
      const node = this.queue.pop()!;
      this.queued[node] = 0;
      if (this.twoOpt(node) || this.orOpt(node)) this.activate(node);
    }
  }

  /** Double bridge inside a window: A B C D → A C B D. False when the cut would break a forced pair. */
  kick(random: Random): boolean {
    const n = this.n;
    const window = Math.min(KICK_WINDOW, n - 2);
    const start = random.below(n);
    const first = random.below(window - 1) + 1;
    const second = random.below(window - 1) + 1;
    if (first === second) return false;
    const [p1, p2] = first < second ? [first, second] : [second, first];
    const at = (offset: number) => this.tour[(start + offset) % n]!;
    const ends = [at(0), at(1), at(p1), at(p1 + 1), at(p2), at(p2 + 1)];
    if (this.hasForcedEdge(ends)) return false;
    const moved: number[] = [];
    for (let offset = p1 + 1; offset <= p2; offset += 1) moved.push(at(offset));
    for (let offset = 1; offset <= p1; offset += 1) moved.push(at(offset));
    moved.forEach((node, index) => this.place(node, (start + 1 + index) % n));
    for (const node of ends) this.activate(node);
    return true;
  }

  /** Forced pairs are the only negative costs. */
  private hasForcedEdge(ends: readonly number[]) {
    for (let index = 0; index < ends.length; index += 2) if (this.cost(ends[index]!, ends[index + 1]!) < 0) return true;
    return false;
  }

  private cost(a: number, b: number) {
    return this.d[a * this.n + b]!;
  }

  private next(node: number) {
    return this.tour[(this.position[node]! + 1) % this.n]!;
  }

  private previous(node: number) {
    return this.tour[(this.position[node]! + this.n - 1) % this.n]!;
  }

  private place(node: number, index: number) {
    this.tour[index] = node;
    this.position[node] = index;
  }

  private activate(node: number) {
    if (this.queued[node]) return;
    this.queued[node] = 1;
    this.queue.push(node);
  }

  /** Replaces (a, next a) and (c, next c) by (a, c) and (next a, next c), or the same going backwards. */
  private twoOpt(a: number): boolean {
    for (let direction = 0; direction < 2; direction += 1) {
      const forward = direction === 0;
      const aNext = forward ? this.next(a) : this.previous(a);
      const kept = this.cost(a, aNext);
      for (const c of this.neighbours[a]!) {
        const gain = kept - this.cost(a, c);
        if (gain <= EPSILON) break;
        const cNext = forward ? this.next(c) : this.previous(c);
        if (c === aNext || cNext === a) continue;
        if (gain + this.cost(c, cNext) - this.cost(aNext, cNext) > EPSILON) {
          if (forward) this.reverse(aNext, c);
          else this.reverse(c, aNext);
          for (const node of [a, aNext, c, cNext]) this.activate(node);
          return true;
        }
      }
    }
    return false;
  }

  /** Reverses the tour from `from` forward to `to`, or the complement when that is shorter (the same cycle). */
  private reverse(from: number, to: number) {
    const n = this.n;
    let i = this.position[from]!;
    let j = this.position[to]!;
    let length = ((j - i + n) % n) + 1;
    if (length * 2 > n) {
      [i, j] = [(j + 1) % n, (i + n - 1) % n];
      length = n - length;
    }
    for (let step = 0; step < length >> 1; step += 1) {
      const left = this.tour[i]!;
      const right = this.tour[j]!;
      this.place(right, i);
      this.place(left, j);
      i = (i + 1) % n;
      j = (j + n - 1) % n;
    }
  }

  /** Moves a segment of 1–3 nodes starting or ending at `a` next to a neighbour of one of its ends, either way round. */
  private orOpt(a: number): boolean {
    const n = this.n;
    for (let size = 1; size <= 3 && size <= n - 3; size += 1) {
      for (const startsAtA of [true, false]) {
        if (size === 1 && !startsAtA) continue;
        const first = startsAtA ? a : this.tour[(this.position[a]! - size + 1 + n) % n]!;
        const last = this.tour[(this.position[first]! + size - 1) % n]!;
        const before = this.previous(first);
        const after = this.next(last);
        const removalGain = this.cost(before, first) + this.cost(last, after) - this.cost(before, after);
        if (removalGain <= EPSILON) continue;
        if (this.insertSegment(first, last, size, before, after, removalGain)) return true;
      }
    }
    return false;
  }

  private insertSegment(first: number, last: number, size: number, before: number, after: number, gain: number) {
    for (let side = 0; side < (size === 1 ? 1 : 2); side += 1) {
      const end = side === 0 ? first : last;
      const other = side === 0 ? last : first;
      for (const c of this.neighbours[end]!) {
        const link = this.cost(end, c);
        if (link >= gain - EPSILON) break;
        if (this.inSegment(c, first, size)) continue;
        // The segment goes into a tour edge (u, v) at c: `end` joins c, the other end joins c's other neighbour.
        const cNext = this.next(c);
        if (!this.inSegment(cNext, first, size)) {
          const added = link + this.cost(other, cNext) - this.cost(c, cNext);
          if (added < gain - EPSILON) return this.applyMove(first, last, size, before, after, c, cNext, end === first);
        }
        const cPrevious = this.previous(c);
        if (!this.inSegment(cPrevious, first, size)) {
          const added = this.cost(cPrevious, other) + link - this.cost(cPrevious, c);
          if (added < gain - EPSILON)
            return this.applyMove(first, last, size, before, after, cPrevious, c, other === first);
        }
      }
    }
    return false;
  }

  private inSegment(node: number, first: number, size: number) {
    return (this.position[node]! - this.position[first]! + this.n) % this.n < size;
  }

  /** Puts the segment between u and v (v follows u), `first` next to u when `firstAfterU`. */
  private applyMove(
    first: number,
    last: number,
    size: number,
    before: number,
    after: number,
    u: number,
    v: number,
    firstAfterU: boolean,
  ) {
    this.moveSegment(first, size, u, firstAfterU);
    for (const node of [before, after, u, v, first, last]) this.activate(node);
    return true;
  }

  /**
   * Takes the segment out and puts it back after `u`, keeping or flipping its direction: the nodes on the shorter
   * side between the segment and u shift over by the segment's length, in place.
   */
  private moveSegment(first: number, size: number, u: number, keepDirection: boolean) {
    const n = this.n;
    const start = this.position[first]!;
    const segment = this.segmentBuffer;
    for (let offset = 0; offset < size; offset += 1) segment[offset] = this.tour[(start + offset) % n]!;
    if (!keepDirection) segment.subarray(0, size).reverse();
    const ahead = (this.position[u]! - (start + size - 1) + 2 * n) % n;
    if (ahead <= n - size - ahead) {
      // u lies ahead: the `ahead` nodes after the segment move back, the segment follows them.
      for (let offset = 0; offset < ahead; offset += 1)
        this.place(this.tour[(start + size + offset) % n]!, (start + offset) % n);
      for (let offset = 0; offset < size; offset += 1) this.place(segment[offset]!, (start + ahead + offset) % n);
    } else {
      // u lies behind: the nodes after u up to the segment move forward, the segment goes straight after u.
      const behind = n - size - ahead;
      for (let offset = 1; offset <= behind; offset += 1)
        this.place(this.tour[(start - offset + n) % n]!, (start + size - offset + n) % n);
      const at = (this.position[u]! + 1) % n;
      for (let offset = 0; offset < size; offset += 1) this.place(segment[offset]!, (at + offset) % n);
    }
  }
}
