import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { IFSC_PATTERN } from '@phonix/shared/handover';

/**
 * IFSC codes checked against the branch list of Razorpay's `ifsc` package (RBI's lists, about 177,000
 * branches, 1 MB of JSON). The data stays on the server; the browser only checks the format.
 *
 * The package's entry point is not imported: it loads the deprecated `request` library for an online
 * lookup we never make. Its data files are read directly and kept as sets, loaded on first use.
 */
interface IfscData {
  branches: Map<string, Set<string>>;
  bankNames: Record<string, string>;
  sublets: Record<string, string>;
  customSublets: [prefix: string, bank: string][];
}

const localRequire = createRequire(import.meta.url);
let data: IfscData | undefined;

function load(): IfscData {
  if (data) return data;
  const dir = path.join(path.dirname(localRequire.resolve('ifsc/package.json')), 'src');
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const lists = read('IFSC.json') as Record<string, (string | number)[]>;
  const branches = new Map<string, Set<string>>();
  // Numeric branch codes are stored as numbers (000691 as 691); others as text.
  for (const [bank, list] of Object.entries(lists)) branches.set(bank, new Set(list.map(String)));
  data = {
    branches,
    bankNames: read('banknames.json'),
    sublets: read('sublet.json'),
    customSublets: Object.entries(read('custom-sublets.json') as Record<string, string>),
  };
  return data;
}

const normalize = (code: string) => code.trim().toUpperCase();

/** Whether the IFSC names a branch in the package's list (the format is checked first). */
export function isKnownIfsc(code: string): boolean {
  const ifsc = normalize(code);
  if (!IFSC_PATTERN.test(ifsc)) return false;
  const branches = load().branches.get(ifsc.slice(0, 4));
  if (!branches) return false;
  const branch = ifsc.slice(5);
  return branches.has(/^\d+$/.test(branch) ? String(Number.parseInt(branch, 10)) : branch);
}

/**
 * The bank that holds accounts at this IFSC, for display ('State Bank of India'), or null when it is not a
 * known branch. Co-operative banks reached through a larger bank's IFSC ("sublets") get their own name.
 */
export function bankNameOfIfsc(code: string): string | null {
  const ifsc = normalize(code);
  if (!isKnownIfsc(ifsc)) return null;
  const { bankNames, sublets, customSublets } = load();
  const bank =
    sublets[ifsc] ?? customSublets.find(([prefix]) => ifsc.startsWith(prefix))?.[1] ?? ifsc.slice(0, 4);
  return bankNames[bank] ?? bankNames[ifsc.slice(0, 4)] ?? null;
}
