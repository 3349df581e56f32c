import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { boundaryProblem, boundaryViolations, importsOf } from './boundaries.mjs';

const api = (file) => `apps/api/src/${file}`;
const web = (file) => `apps/web/src/${file}`;

describe('boundaryProblem', () => {
  it("refuses a feature reaching into another feature's repository, service or helper", () => {
    expect(
      boundaryProblem(
        api('features/clients/clients.service.ts'),
        api('features/subscriptions/subscription-requests.ts'),
      ),
    ).toBe("reaches into subscriptions's internals");
    expect(
      boundaryProblem(web('features/clients/pages/client-page.tsx'), web('features/work-areas/api/work-areas.ts')),
    ).toBe("reaches into work-areas's internals");
  });

  it("allows another feature's front door, the feature's own files, platform and core", () => {
    expect(
      boundaryProblem(api('features/clients/clients.service.ts'), api('features/subscriptions/index.ts')),
    ).toBeNull();
    expect(
      boundaryProblem(web('features/clients/pages/client-page.tsx'), web('features/work-areas/index.tsx')),
    ).toBeNull();
    expect(
      boundaryProblem(api('features/clients/clients.service.ts'), api('features/clients/clients.repository.ts')),
    ).toBeNull();
    expect(boundaryProblem(api('features/clients/clients.service.ts'), api('platform/db/client.ts'))).toBeNull();
  });

  it("lets API code use another feature's table file, its published schema, but nothing else beside it", () => {
    expect(
      boundaryProblem(api('features/subscriptions/subscriptions.table.ts'), api('features/clients/clients.table.ts')),
    ).toBeNull();
    expect(
      boundaryProblem(api('features/work-areas/work-areas.repository.ts'), api('features/clients/clients.table.ts')),
    ).toBeNull();
    expect(boundaryProblem(api('db/schema.ts'), api('features/clients/clients.table.ts'))).toBeNull();
    expect(boundaryProblem(api('demo/seed-demo.ts'), api('features/clients/clients.table.ts'))).toBeNull();
    expect(
      boundaryProblem(api('features/work-areas/work-areas.repository.ts'), api('features/clients/clients-table.ts')),
    ).toBe("reaches into clients's internals");
    expect(
      boundaryProblem(
        api('features/subscriptions/subscriptions.table.ts'),
        api('features/clients/clients.repository.ts'),
      ),
    ).toBe("reaches into clients's internals");
    expect(boundaryProblem(web('features/clients/x.ts'), web('features/work-areas/work-areas.table.ts'))).toBe(
      "reaches into work-areas's internals",
    );
  });

  it('refuses platform code using a feature, even through its front door or its table', () => {
    expect(boundaryProblem(api('platform/auth/session.repository.ts'), api('features/users/users.table.ts'))).toBe(
      'platform imports a feature',
    );
    expect(boundaryProblem(api('platform/db/schema.ts'), api('features/clients/clients.table.ts'))).toBe(
      'platform imports a feature',
    );
    expect(boundaryProblem(api('platform/auth/session.repository.ts'), api('features/users/index.ts'))).toBe(
      'platform imports a feature',
    );
  });

  it("lets the API app register each feature's routes and the web route table lazy-load each page, nothing else", () => {
    expect(boundaryProblem(api('app.ts'), api('features/clients/clients.routes.ts'))).toBeNull();
    expect(boundaryProblem(api('app.ts'), api('features/clients/clients.repository.ts'))).toBe(
      "reaches into feature clients's internals",
    );
    expect(boundaryProblem(web('app/route-pages.ts'), web('features/clients/pages/clients-page.tsx'))).toBeNull();
    expect(boundaryProblem(web('app/use-refresh-user-on-start.ts'), web('features/auth/api/employee-user.ts'))).toBe(
      "reaches into feature auth's internals",
    );
  });

  it('leaves tests free to set up data through internals', () => {
    expect(
      boundaryProblem(api('features/clients/clients.test.ts'), api('features/pricing/pricing.repository.ts')),
    ).toBeNull();
  });
});

describe('importsOf', () => {
  it('resolves static, type, re-export and lazy imports relative to the file', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../features/b/b.types.ts';",
      "export { c } from '../c/index.ts';",
      "const Page = lazy(() => import('../features/d/pages/d-page.tsx'));",
      "import '../side-effect.ts';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf('apps/web/src/app/x.ts', text)).toEqual([
      'apps/web/src/app/a.ts',
      'apps/web/src/features/b/b.types.ts',
      'apps/web/src/c/index.ts',
      'apps/web/src/features/d/pages/d-page.tsx',
      'apps/web/src/side-effect.ts',
    ]);
  });
});

describe('the check over a source tree', () => {
  let root = '';
  afterEach(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };

  const check = () =>
    spawnSync(process.execPath, [path.join(import.meta.dirname, 'check-boundaries.mjs'), root], { encoding: 'utf8' });

  it('passes on front-door imports and fails the build on a new import past a front door', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
    write(api('features/coupons/coupons.repository.ts'), 'export const x = 1;\n');
    write(api('features/coupons/index.ts'), "export { x } from './coupons.repository.ts';\n");
    write(api('features/subscriptions/subscription-terms.ts'), "import { x } from '../coupons/index.ts';\n");
    expect(boundaryViolations(root)).toEqual([]);
    expect(check().status).toBe(0);

    write(
      api('features/clients/clients.service.ts'),
      "import { x } from '../coupons/coupons.repository.ts';\nimport { y } from '../coupons/index.ts';\n",
    );
    const crossing = `${api('features/clients/clients.service.ts')} -> ${api('features/coupons/coupons.repository.ts')}: reaches into coupons's internals`;
    expect(boundaryViolations(root)).toEqual([crossing]);
    const failed = check();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(crossing);
  });

  it('passes on this repository', () => {
    root = '';
    expect(boundaryViolations(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});
