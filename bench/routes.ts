/**
 * `npm run bench:routes` (issue 15 point 2): the route optimiser on every TSPLIB instance, under each instance's own
 * metric (EUC_2D, ATT, GEO as TSPLIB95 defines them), closed tours as TSPLIB scores them. Prints per instance the
 * length, the gap to the proven optimum and the time, over several seeds; every tour is re-scored by the
 * benchmark's own scorer (score.mjs) so the printed gap does not rest on this file's metric code.
 *
 *   TSPLIB_DIR     default ../shared/benchmarks/tsplib (beside the repository)
 *   --seeds=5      runs per instance (seeds 1..N)
 *   --budget=90    milliseconds of search per run (the optimiser's default)
 *   --kicks=N      kick limit per run (default: the optimiser's own)
 *
 * Then the same on day-shaped route sets TSPLIB does not have (uniform and clustered yards round a town, closed routes
 * and open ones from the shop to a tech's home, through the full planRoute path with straight-line costs), each
 * against the best of three 3-second searches, since no optimum is known for them.
 *
 * Not a test: a measurement on this machine (one core; the other may be busy).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BUDGET_MS, searchTour } from '../packages/core/src/routing/tour-search.ts';
import { planRoute, straightLineCosts, type LatLng } from '../packages/core/src/index.ts';
import { createRandom } from '../packages/core/src/routing/random.ts';
import { option } from './support.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsplibDir = path.resolve(process.env.TSPLIB_DIR ?? path.join(root, '../shared/benchmarks/tsplib'));
const seeds = Number(option('seeds', '5'));
const budgetMs = Number(option('budget', String(DEFAULT_BUDGET_MS)));
/** Unset: the optimiser's own limit (2,000 kicks, 20 per stop on longer days). */
const kicksOption = option('kicks', '');
const maxKicks = kicksOption ? Number(kicksOption) : undefined;

interface Instance {
  name: string;
  n: number;
  metric: string;
  x: number[];
  y: number[];
}

function readInstance(name: string): Instance {
  const text = fs.readFileSync(path.join(tsplibDir, `${name}.tsp`), 'utf8');
  const header = (key: string) => text.match(new RegExp(`^${key}\\s*:\\s*(.+)$`, 'm'))?.[1]?.trim() ?? '';
  const body = text.slice(text.indexOf('NODE_COORD_SECTION') + 'NODE_COORD_SECTION'.length);
  const rows = body
    .split(/\r?\n/)
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length >= 3 && /^\d+$/.test(parts[0]!));
  return {
    name,
    n: Number(header('DIMENSION')),
    metric: header('EDGE_WEIGHT_TYPE'),
    x: rows.map((parts) => Number(parts[1])),
    y: rows.map((parts) => Number(parts[2])),
  };
}

const nint = (value: number) => Math.floor(value + 0.5);

/** TSPLIB95's distance functions (Reinelt 1991), including GEO's idealised sphere and its PI = 3.141592. */
function distance(instance: Instance, i: number, j: number): number {
  const { x, y, metric } = instance;
  const dx = x[i]! - x[j]!;
  const dy = y[i]! - y[j]!;
  if (metric === 'EUC_2D') return nint(Math.sqrt(dx * dx + dy * dy));
  if (metric === 'ATT') {
    const r = Math.sqrt((dx * dx + dy * dy) / 10);
    const t = nint(r);
    return t < r ? t + 1 : t;
  }
  if (metric === 'GEO') {
    const PI = 3.141592;
    const rad = (value: number) => {
      const degrees = Math.trunc(value);
      return (PI * (degrees + (5 * (value - degrees)) / 3)) / 180;
    };
    const q1 = Math.cos(rad(y[i]!) - rad(y[j]!));
    const q2 = Math.cos(rad(x[i]!) - rad(x[j]!));
    const q3 = Math.cos(rad(x[i]!) + rad(x[j]!));
    return Math.trunc(6378.388 * Math.acos(0.5 * ((1 + q1) * q2 - (1 - q1) * q3)) + 1);
  }
  throw new Error(`metric ${metric} is not supported`);
}

function matrixOf(instance: Instance): Float64Array {
  const { n } = instance;
  const matrix = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < n; j += 1) matrix[i * n + j] = i === j ? 0 : distance(instance, i, j);
  return matrix;
}

function tourLength(matrix: Float64Array, n: number, tour: readonly number[]) {
  return tour.reduce((total, node, index) => total + matrix[node * n + tour[(index + 1) % n]!]!, 0);
}

function scoredByTsplib(name: string, tour: readonly number[]): number {
  const output = execFileSync('node', [path.join(tsplibDir, 'score.mjs'), name, '--json'], {
    input: JSON.stringify(tour),
  }).toString();
  return (JSON.parse(output) as { length: number }).length;
}

const optima = JSON.parse(fs.readFileSync(path.join(tsplibDir, 'optima.json'), 'utf8')) as Record<
  string,
  { optimum: number; n: number }
>;
const names = Object.keys(optima).sort((a, b) => optima[a]!.n - optima[b]!.n);
const percent = (value: number) => `${value.toFixed(2)} %`;

console.log(
  `Route optimiser on TSPLIB: ${seeds} seeds per instance, ${budgetMs} ms or ${maxKicks ?? 'max(2000, 20 × n)'} kicks per run\n`,
);
console.log('instance      n   optimum   best    mean gap  worst gap  optimal  mean ms  max ms');
const summary: { name: string; n: number; worst: number; maxMs: number }[] = [];
for (const name of names) {
  const instance = readInstance(name);
  const matrix = matrixOf(instance);
  const { optimum } = optima[name]!;
  const gaps: number[] = [];
  const times: number[] = [];
  let best = Infinity;
  for (let seed = 1; seed <= seeds; seed += 1) {
    const started = performance.now();
    const tour = searchTour(matrix, instance.n, { seed, budgetMs, maxKicks });
    times.push(performance.now() - started);
    const length = tourLength(matrix, instance.n, tour);
    const scored = scoredByTsplib(name, tour);
    if (scored !== length) throw new Error(`${name}: this benchmark measured ${length}, score.mjs ${scored}`);
    best = Math.min(best, length);
    gaps.push(((length - optimum) / optimum) * 100);
  }
  const worst = Math.max(...gaps);
  const maxMs = Math.max(...times);
  summary.push({ name, n: instance.n, worst, maxMs });
  console.log(
    [
      name.padEnd(10),
      String(instance.n).padStart(4),
      String(optimum).padStart(9),
      String(best).padStart(7),
      percent(gaps.reduce((a, b) => a + b, 0) / gaps.length).padStart(10),
      percent(worst).padStart(10),
      `${gaps.filter((gap) => gap < 1e-9).length}/${seeds}`.padStart(8),
      (times.reduce((a, b) => a + b, 0) / times.length).toFixed(1).padStart(8),
      maxMs.toFixed(1).padStart(7),
    ].join(' '),
  );
}
const small = summary.filter((row) => row.n <= 130);
console.log(
  `\nUp to 130 stops: worst gap ${percent(Math.max(...small.map((row) => row.worst)))}, ` +
    `slowest run ${Math.max(...small.map((row) => row.maxMs)).toFixed(1)} ms (aim: at most 1 % in at most 100 ms).`,
);

function daySet(kind: 'uniform' | 'clustered', count: number) {
  const random = createRandom(count * 7 + kind.length);
  const spot = () => ({ lat: 39.5 + random.below(5000) / 10_000, lng: -105.2 + random.below(5000) / 10_000 });
  const towns = Array.from({ length: 6 }, spot);
  return Array.from({ length: count }, (_, id) => {
    if (kind === 'uniform') return { id, ...spot() };
    const town = towns[random.below(towns.length)]!;
    return {
      id,
      lat: town.lat + (random.below(400) - 200) / 10_000,
      lng: town.lng + (random.below(400) - 200) / 10_000,
    };
  });
}

console.log('\nDay-shaped route sets (gap to the best of three 3-second searches)\n');
console.log('set          stops  route   gap       ms');
const shop: LatLng = { lat: 39.74, lng: -104.99 };
const home: LatLng = { lat: 39.9, lng: -104.7 };
for (const kind of ['uniform', 'clustered'] as const)
  for (const count of [40, 100, 150, 250])
    for (const end of [shop, home]) {
      const stops = daySet(kind, count);
      const input = {
        stops,
        costs: straightLineCosts([shop, ...stops, end], { road_factor: 1.3, average_speed_mph: 25 }),
        start_time: '08:00',
        default_service_minutes: 10,
      };
      const started = performance.now();
      const quick = planRoute(input, { seed: 1 });
      const ms = performance.now() - started;
      const reference = Math.min(
        ...[11, 12, 13].map((seed) => planRoute(input, { seed, budget_ms: 3000, max_kicks: 100_000 }).distance_m),
      );
      console.log(
        [
          kind.padEnd(12),
          String(count).padStart(5),
          (end === shop ? 'closed' : 'open').padStart(7),
          percent(((quick.distance_m - reference) / reference) * 100).padStart(8),
          ms.toFixed(1).padStart(8),
        ].join(' '),
      );
    }
