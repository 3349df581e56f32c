#!/usr/bin/env node
// Runs the gate (lint, typecheck), then every test suite (scripts, core, API, web unit, browser), and ends with one
// line: "N passed, N failed", where each gate check counts as one. `node scripts/run-tests.mjs api` runs only the API
// suite (CI runs it again against PostgreSQL); `node scripts/run-tests.mjs gate` only the checks.
// With API_ALSO_ON_POSTGRES=<url>, the browser tests run beside a queue of API runs (they spend much of their time
// waiting on Chromium, which leaves a core free): the API suite on that PostgreSQL, then the tests that start whole
// servers on PostgreSQL and on the embedded database (kept out of the first API run for this). All count in the totals.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.test-results');
fs.mkdirSync(resultsDir, { recursive: true });

// The gate's checks: whole-repo commands that pass or fail as one (each counts 1 passed or 1 failed).
const gateChecks = [
  ['format', 'npm', ['run', 'format:check', '--silent']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['boundaries', 'node', ['scripts/check-boundaries.mjs']],
];

const suites = {
  gate: { checks: gateChecks },
  scripts: { cwd: '.', args: ['vitest', 'run', '--config', 'scripts/vitest.config.mjs'] },
  core: { cwd: 'packages/core', args: ['vitest', 'run'] },
  api: { cwd: 'apps/api', args: ['vitest', 'run'] },
  web: { cwd: 'apps/web', args: ['vitest', 'run', '--passWithNoTests'] },
  e2e: {
    cwd: 'apps/web',
    args: ['vitest', 'run', '--config', 'vitest.e2e.config.ts'],
    before: ['npm', ['run', 'build', '-w', '@employee-portal/web']],
  },
};

/**
 * The API tests that start whole servers (crash, shutdown, two instances): they mostly wait for servers to start, so
 * with API_ALSO_ON_POSTGRES they leave the first API run and go in the queue beside the browser tests instead.
 */
const API_PROCESS_TESTS = 'test/process';
const selected = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(suites);
const postgresUrl = selected.includes('e2e') ? process.env.API_ALSO_ON_POSTGRES : undefined;
if (postgresUrl) suites.api.args.push(`--exclude=${API_PROCESS_TESTS}/**`);
let passed = 0;
let failed = 0;
const failures = [];

for (const name of selected) {
  const suite = suites[name];
  if (!suite) throw new Error(`unknown suite ${name}`);
  console.log(`\n=== ${name} ===`);
  if (suite.checks) {
    for (const [check, command, args] of suite.checks) {
      const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
      if (run.status === 0) {
        console.log(`${name}: ${check} passed`);
        passed += 1;
      } else {
        console.log(`${name}: ${check} failed`);
        failed += 1;
        failures.push(`  ${name}: ${check} (exit ${run.status ?? run.signal})`);
      }
    }
    continue;
  }
  if (suite.before) {
    const [command, args] = suite.before;
    const built = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) {
      console.log(`${name}: build failed`);
      failed += 1;
      continue;
    }
  }
  const beside = name === 'e2e' && postgresUrl ? runApiQueue() : null;
  const outputFile = resultsFileOf(name);
  // Not spawnSync: the queue beside must see its runs end to start the next.
  const status = await run('npx', [...suite.args, ...reporterArgs(outputFile)], {
    cwd: path.join(root, suite.cwd),
    stdio: 'inherit',
  });
  count(name, outputFile, status);
  if (beside) {
    for (const done of await beside) {
      console.log(`\n=== ${done.title} (beside e2e) ===\n${fs.readFileSync(done.log, 'utf8')}`);
      count(done.name, done.outputFile, done.status);
    }
  }
}

// CI keeps only the tail of the output: name what failed right above the count.
if (failures.length) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

function resultsFileOf(name) {
  const outputFile = path.join(resultsDir, `${name}.json`);
  fs.rmSync(outputFile, { force: true });
  return outputFile;
}

function reporterArgs(outputFile) {
  return ['--reporter=default', '--reporter=json', `--outputFile=${outputFile}`];
}

/** Adds a suite's JSON report to the totals; a suite that produced none, or failed without a failing test, fails. */
function count(name, outputFile, status) {
  if (!fs.existsSync(outputFile)) {
    console.log(`${name}: the runner produced no results (exit ${status})`);
    failed += 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load counts no test but must not pass silently.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  failed += brokenFiles.length;
  failures.push(...failedTestsOf(name, report));
  if (status !== 0 && report.numFailedTests === 0 && brokenFiles.length === 0) failed += 1;
}

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 1));
  });
}

/**
 * The API runs beside the browser tests, one after another, each output kept in a log for after them. The suite runs
 * at a lower priority: the browser tests wait on timers and on Chromium, and must not be the ones kept waiting. The
 * server-process tests do not: their servers must start within their limits too.
 */
async function runApiQueue() {
  const onPostgres = { ...process.env, DATABASE_URL: postgresUrl };
  const embedded = { ...process.env };
  delete embedded.DATABASE_URL;
  const queue = [
    { name: 'api-postgres', title: 'api on PostgreSQL', only: [`--exclude=${API_PROCESS_TESTS}/**`], env: onPostgres },
    {
      name: 'api-postgres-process',
      title: 'api on PostgreSQL: server processes',
      only: [API_PROCESS_TESTS],
      env: onPostgres,
    },
    { name: 'api-process', title: 'api: server processes', only: [API_PROCESS_TESTS], env: embedded },
  ];
  const done = [];
  for (const { name, title, only, env } of queue) {
    const outputFile = resultsFileOf(name);
    const log = path.join(resultsDir, `${name}.log`);
    const out = fs.openSync(log, 'w');
    const vitest = ['npx', 'vitest', 'run', ...only, ...reporterArgs(outputFile)];
    const [command, ...args] = only.includes(API_PROCESS_TESTS) ? vitest : ['nice', '-n', '10', ...vitest];
    const status = await run(command, args, { cwd: path.join(root, suites.api.cwd), env, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    done.push({ name, title, log, outputFile, status });
  }
  return done;
}

function failedTestsOf(suiteName, report) {
  return report.testResults.flatMap((file) => {
    const where = `${suiteName}: ${path.relative(root, file.name)}`;
    if (file.status === 'failed' && file.assertionResults.length === 0)
      return [`  ${where} (did not load: ${firstLine(file.message)})`];
    return file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `  ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

function firstLine(text) {
  return (text ?? '').split('\n')[0].slice(0, 300);
}
