import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measureModuleWalls } from '../scripts/module-walls.ts';

/**
 * The modules' import rules (docs/decisions/080) are biome.json's, checked by `npm run lint`: this test
 * lints a probe file placed in a module, so a rule dropped from the configuration is noticed.
 */

const modules = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(modules, '../../../..');
const biome = path.join(root, 'node_modules/.bin/biome');

/** Lints a probe importing `from`, placed in `module` (a module's folder, or `<module>/<subfolder>`). */
function lintProbe(module: string, from: string) {
  const folder = path.join(modules, module);
  const madeFolder = !existsSync(folder);
  if (madeFolder) mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `boundary-probe-${process.pid}.ts`);
  writeFileSync(file, `import * as probe from '${from}';\n\nexport const used = probe;\n`);
  try {
    const run = spawnSync(biome, ['lint', file], { cwd: root, encoding: 'utf8' });
    return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(madeFolder ? folder : file, { recursive: true, force: true });
  }
}

describe('module boundaries (biome.json)', () => {
  it("refuses a module importing another module's repository", () => {
    for (const [module, from] of [
      ['handover', '../orders/repository.ts'],
      ['dashboard', '../enquiries/staff-repository.ts'],
      ['orders', '../partners/repository.ts'],
    ] as const) {
      const { failed, output } = lintProbe(module, from);
      expect(failed, `${module} importing ${from}`).toBe(true);
      expect(output).toContain("never imports another module's repository");
    }
  });

  it('refuses orders importing the handover, which builds on orders', () => {
    const { failed, output } = lintProbe('orders', '../handover/service.ts');
    expect(failed).toBe(true);
    expect(output).toContain('Orders never import the handover');
  });

  it("allows a module its own files and another module's face", () => {
    expect(lintProbe('orders', './repository.ts').failed).toBe(false);
    expect(lintProbe('orders', '../partners/index.ts').failed).toBe(false);
    expect(lintProbe('handover', '../orders/index.ts').failed).toBe(false);
  });

  it("refuses a module importing another module's files other than its face (index.ts)", () => {
    for (const [module, from] of [
      ['handover', '../orders/repository.ts'],
      ['privacy', '../audit/audit.ts'],
      ['handover/probe-subfolder', '../../orders/repository.ts'],
    ] as const) {
      const { failed, output } = lintProbe(module, from);
      expect(failed, `${module} importing ${from}`).toBe(true);
      expect(output).toContain('A module shows one face');
    }
  });

  it("allows a module another module's index.ts and the server's own folders, from any depth", () => {
    for (const [module, from] of [
      ['handover', '../orders/index.ts'],
      ['handover', '../../lib/app-error.ts'],
      ['handover/probe-subfolder', '../../orders/index.ts'],
      ['handover/probe-subfolder', '../../../lib/app-error.ts'],
    ] as const) {
      const { failed, output } = lintProbe(module, from);
      expect(failed, `${module} importing ${from}: ${output}`).toBe(false);
    }
  });

  it("refuses a module importing the tables barrel or another module's tables", () => {
    for (const [module, from] of [
      ['handover', '../orders/tables.ts'],
      ['dashboard', '../partners/tables'],
      ['orders', '../customers/tables.ts'],
      ['privacy', '../../db/schema.ts'],
      ['catalog', '../../db/schema'],
    ] as const) {
      const { failed, output } = lintProbe(module, from);
      expect(failed, `${module} importing ${from}`).toBe(true);
      expect(output).toContain('reads and writes only its own tables');
    }
    expect(lintProbe('orders', './tables.ts').failed).toBe(false);
    expect(lintProbe('handover', '../orders/index.ts').failed).toBe(false);
  });
});

/**
 * What the walls measure (npm run walls, docs/decisions/206): every module reads and writes only its own
 * tables, and no modules import each other round: a lower module that needs a higher one's facts exposes a
 * hook the higher one fills as it registers.
 */
describe('module walls (npm run walls)', () => {
  const walls = measureModuleWalls();

  it("no module file imports a table another module owns, the orders' least of all", () => {
    expect(walls.foreignTableImporters).toEqual([]);
    expect(walls.ordersTableImporters).toEqual([]);
  });

  it('each table is written by one module', () => {
    const shared = [...walls.writers]
      .filter(([, by]) => by.size > 1)
      .map(([table, by]) => `${table}: ${[...by]}`);
    expect(shared).toEqual([]);
  });

  it('no modules import each other round (no loop)', () => {
    expect(walls.loops.map((loop) => loop.join(' <-> '))).toEqual([]);
  });
});
