import { type SelfCheckReport, selfCheckReportSchema } from '@phonix/shared/self-check';

/**
 * The self-check's reports, kept on this phone in IndexedDB (never sent unless the seller shares one with an
 * order): one per variant, the latest run replacing the one before.
 */
const DB_NAME = 'phonix-self-check';
const STORE = 'reports';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        transaction.onerror = () => {
          db.close();
          reject(transaction.error);
        };
      }),
  );
}

/** Keeps this run's report as the variant's latest. */
export function saveReport(report: SelfCheckReport): Promise<void> {
  const checked = selfCheckReportSchema.parse(report);
  return run('readwrite', (store) => store.put(checked, checked.variant_id)).then(() => undefined);
}

/** The latest report for a variant, or null (none run on this phone, or one this version cannot read). */
export async function latestReport(variantId: number): Promise<SelfCheckReport | null> {
  if (typeof indexedDB === 'undefined') return null;
  const stored = await run('readonly', (store) => store.get(variantId));
  const parsed = selfCheckReportSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
