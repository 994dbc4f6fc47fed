import { describe, expect, it } from 'vitest';
import { CONTRACT } from '../src/api/contract.ts';
import { ENDPOINTS } from '../src/api/endpoints.ts';

declare global {
  interface ImportMeta {
    /** Vite's glob import of whole modules (Vitest runs this file through Vite). */
    glob<T>(pattern: string[], options: { eager: true }): Record<string, T>;
  }
}

/**
 * The route and contract files of the server's modules, as the indexes spread them: a name two modules both
 * declared would be one endpoint in the assembled table, the later module's, with no type error to say so.
 */
const ROUTE_FILES = import.meta.glob<Record<string, Record<string, unknown>>>(
  ['../src/api/endpoints/*.ts', '!../src/api/endpoints/common.ts'],
  { eager: true },
);
const CONTRACT_FILES = import.meta.glob<Record<string, Record<string, unknown>>>(
  ['../src/api/contract/*.ts', '!../src/api/contract/common.ts'],
  { eager: true },
);

/** Every endpoint name each file declares, by file. */
const namesByFile = (files: Record<string, Record<string, unknown>>, suffix: string) =>
  Object.entries(files).map(([file, exports]) => {
    const tables = Object.entries(exports).filter(([name]) => name.endsWith(suffix));
    expect(tables, `${file} exports one ${suffix} table`).toHaveLength(1);
    return Object.keys(tables[0]?.[1] ?? {});
  });

describe('the API contract, one file per server module', () => {
  it('declares each endpoint in one module, and the assembled route table is all of them', () => {
    const names = namesByFile(ROUTE_FILES, '_ENDPOINTS').flat();
    expect(names.length).toBeGreaterThan(100);
    expect(new Set(names).size).toBe(names.length);
    expect(names.toSorted()).toEqual(Object.keys(ENDPOINTS).toSorted());
  });

  it('declares each endpoint in one contract file, and the assembled contract is all of them', () => {
    const names = namesByFile(CONTRACT_FILES, '_CONTRACT').flat();
    expect(new Set(names).size).toBe(names.length);
    expect(names.toSorted()).toEqual(Object.keys(CONTRACT).toSorted());
  });
});
