import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isAllowedExpression, licenceOf, licenceProblems, PRODUCTION_LICENCES } from './licences.mjs';

const trees = [];
afterEach(() => {
  for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A repository with one workspace `app` and these installed packages (name -> package.json fields). */
function fixtureTree({ dependencies = {}, devDependencies = {}, installed = {} }) {
  const root = mkdtempSync(join(tmpdir(), 'licences-'));
  trees.push(root);
  const write = (dir, manifest) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  };
  write(root, { name: 'fixture', private: true, workspaces: ['app'] });
  write(join(root, 'app'), { name: 'app', private: true, dependencies, devDependencies });
  for (const [name, manifest] of Object.entries(installed))
    write(join(root, 'node_modules', name), { name, version: '1.0.0', ...manifest });
  return root;
}

const problemsOf = (tree) => licenceProblems(fixtureTree(tree)).problems;

describe('licence check', () => {
  it('fails a production dependency under the Hippocratic licence, naming package and licence', () => {
    const problems = problemsOf({
      dependencies: { 'react-leaflet': '1.0.0' },
      installed: { 'react-leaflet': { license: 'Hippocratic-2.1' } },
    });
    expect(problems).toEqual([
      'react-leaflet@1.0.0 (node_modules/react-leaflet, production): licence Hippocratic-2.1 is not allowed',
    ]);
  });

  it('finds a bad licence deep in the tree, through a permissive package', () => {
    const problems = problemsOf({
      dependencies: { wrapper: '1.0.0' },
      installed: {
        wrapper: { license: 'MIT', dependencies: { hidden: '1.0.0' } },
        hidden: { license: 'GPL-3.0-only' },
      },
    });
    expect(problems).toEqual(['hidden@1.0.0 (node_modules/hidden, production): licence GPL-3.0-only is not allowed']);
  });

  it('passes MIT and a choice of MIT or Apache-2.0', () => {
    expect(
      problemsOf({
        dependencies: { a: '1.0.0', b: '1.0.0' },
        installed: { a: { license: 'MIT' }, b: { license: '(MIT OR Apache-2.0)' } },
      }),
    ).toEqual([]);
  });

  it('fails a package that declares no licence', () => {
    expect(problemsOf({ dependencies: { bare: '1.0.0' }, installed: { bare: {} } })).toEqual([
      'bare@1.0.0 (node_modules/bare, production): no licence declared',
    ]);
  });

  it('allows MPL-2.0 and CC-BY-4.0 for development tools only', () => {
    const installed = { axe: { license: 'MPL-2.0' }, data: { license: 'CC-BY-4.0' } };
    expect(problemsOf({ devDependencies: { axe: '1.0.0', data: '1.0.0' }, installed })).toEqual([]);
    expect(problemsOf({ dependencies: { axe: '1.0.0' }, installed })).toEqual([
      'axe@1.0.0 (node_modules/axe, production): licence MPL-2.0 is not allowed',
    ]);
  });

  it('reports a dependency that is not installed', () => {
    expect(problemsOf({ dependencies: { gone: '1.0.0' } })).toEqual([
      'gone (needed by app) is not installed: run npm ci first',
    ]);
  });
});

describe('SPDX expressions', () => {
  it.each([
    ['MIT', true],
    ['(MIT OR Apache-2.0)', true],
    ['(MIT AND BSD-3-Clause)', true],
    ['Apache-2.0 WITH LLVM-exception', true],
    ['(MIT OR GPL-3.0-only)', true],
    ['(MIT AND GPL-3.0-only)', false],
    ['Hippocratic-2.1', false],
    ['SEE LICENSE IN LICENSE.md', false],
    ['UNLICENSED', false],
    ['(MIT', false],
    ['', false],
  ])('%s allowed: %s', (expression, allowed) => {
    expect(isAllowedExpression(expression, PRODUCTION_LICENCES)).toBe(allowed);
  });

  it('reads the old licence object and list forms', () => {
    expect(licenceOf({ license: { type: 'MIT' } })).toBe('MIT');
    expect(licenceOf({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('(MIT OR Apache-2.0)');
    expect(licenceOf({})).toBeNull();
  });
});
