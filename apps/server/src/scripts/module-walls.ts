/**
 * Measures the walls between the server's modules (issue 33): which modules import which, the loops among
 * them, which module writes which table, and who imports the orders table. `npm run walls` prints the figures;
 * `module-boundaries.test.ts` fails on a loop or a table written by two modules.
 *
 * It reads the source as text (TypeScript 7 has no compiler API): imports by their specifiers, writes by
 * Drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` and by SQL text (`INSERT INTO x`, `UPDATE x`,
 * `DELETE FROM x`). Tests are left out: they may set up any table.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ModuleWalls {
  modules: string[];
  /** module -> modules it imports (any file of theirs). */
  imports: Map<string, Set<string>>;
  /** Loops among modules: each a list of modules that import each other round. */
  loops: string[][];
  /** table (SQL name) -> modules that write it. */
  writers: Map<string, Set<string>>;
  /** Files outside the orders module that import the orders table. */
  ordersTableImporters: string[];
  /**
   * Module files importing tables they do not own: another module's tables.ts, or db/schema.ts (every table).
   * A tables.ts importing another's table for a foreign key is not counted: that is the database's own link.
   */
  foreignTableImporters: string[];
}

const serverSrc = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(serverSrc, 'modules');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every table declared with `pgTable('sql_name', ...)`: its exported name and SQL name, in any file. */
function tableNames(files: string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'([a-z_]+)'/g)) {
      names.set(match[1] as string, match[2] as string);
    }
  }
  return names;
}

interface ImportOf {
  specifier: string;
  names: string[];
  typeOnly: boolean;
}

function importsOf(text: string): ImportOf[] {
  const found: ImportOf[] = [];
  for (const match of text.matchAll(/import\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)'/g)) {
    const names = [...(match[2] as string).matchAll(/(?:^|[{,\s])(\w+)(?:\s+as\s+\w+)?/g)].map(
      (m) => m[1] as string,
    );
    found.push({ specifier: match[3] as string, names, typeOnly: Boolean(match[1]) });
  }
  for (const match of text.matchAll(/(?:export\s+(?:\*|\{[^}]*\})\s+from|import\()\s*'([^']+)'/g)) {
    found.push({ specifier: match[1] as string, names: [], typeOnly: false });
  }
  return found;
}

function moduleOf(file: string): string | undefined {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..')) return undefined;
  const [first] = relative.split(path.sep);
  return first && !first.includes('.') ? first : undefined;
}

function findLoops(graph: Map<string, Set<string>>): string[][] {
  // Tarjan's strongly connected components; a component of two or more modules is a loop.
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, indices.get(next) as number));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) loops.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return loops;
}

export function measureModuleWalls(): ModuleWalls {
  const allFiles = sourceFiles(serverSrc);
  const tables = tableNames(allFiles);
  const sqlNames = new Set(tables.values());
  const files = sourceFiles(modulesDir);
  const modules = [...new Set(files.map(moduleOf).filter((m): m is string => Boolean(m)))].sort();
  const imports = new Map(modules.map((m) => [m, new Set<string>()]));
  const writers = new Map<string, Set<string>>();
  const ordersTableImporters: string[] = [];
  const foreignTableImporters = new Set<string>();

  for (const file of files) {
    const module = moduleOf(file);
    if (!module) continue;
    const text = fs.readFileSync(file, 'utf8');
    // A type import ties two modules as much as a value import does: it counts in the graph.
    for (const { specifier, names, typeOnly } of importsOf(text)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      const targetModule = moduleOf(target);
      const isTables = /db\/schema(\.ts)?$/.test(specifier) || /\/tables(\.ts)?$/.test(specifier);
      const isForeignKey = isTables && path.basename(file) === 'tables.ts';
      if (targetModule && targetModule !== module && !isForeignKey) imports.get(module)?.add(targetModule);
      if (isTables && !isForeignKey && targetModule !== module) {
        foreignTableImporters.add(path.relative(serverSrc, file));
      }
      if (isTables && !isForeignKey && !typeOnly && module !== 'orders' && names.includes('orders')) {
        ordersTableImporters.push(path.relative(serverSrc, file));
      }
    }
    const written = new Set<string>();
    for (const match of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const table = tables.get(match[1] as string);
      if (table) written.add(table);
    }
    for (const match of text.matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([a-z_]+)"?/gi)) {
      const name = (match[1] as string).toLowerCase();
      if (sqlNames.has(name)) written.add(name);
    }
    for (const table of written) {
      const set = writers.get(table) ?? new Set<string>();
      set.add(module);
      writers.set(table, set);
    }
  }
  return {
    modules,
    imports,
    loops: findLoops(imports),
    writers,
    ordersTableImporters: ordersTableImporters.sort(),
    foreignTableImporters: [...foreignTableImporters].sort(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const walls = measureModuleWalls();
  const shared = [...walls.writers].filter(([, by]) => by.size > 1).sort(([a], [b]) => a.localeCompare(b));
  console.log(`modules: ${walls.modules.length}`);
  console.log(`files outside orders importing the orders table: ${walls.ordersTableImporters.length}`);
  for (const file of walls.ordersTableImporters) console.log(`  ${file}`);
  console.log(`module files importing tables another module owns: ${walls.foreignTableImporters.length}`);
  for (const file of walls.foreignTableImporters) console.log(`  ${file}`);
  console.log(`tables written by more than one module: ${shared.length}`);
  for (const [table, by] of shared) console.log(`  ${table}: ${[...by].sort().join(', ')}`);
  console.log(`module import loops: ${walls.loops.length}`);
  for (const loop of walls.loops) console.log(`  ${loop.join(' <-> ')}`);
}
