import type { Executor } from './outbox.ts';

/**
 * What the console's outbox list shows beside a message: its order's reference and the partner's shop
 * name, given by the orders and the partners as they register (orders/register.ts, partners/register.ts).
 * Both build on the outbox (they write their messages through it), so it imports neither (issue 33).
 */
export type OrderRefsLookup = (db: Executor, ids: readonly number[]) => Promise<Map<number, string>>;
export type ShopNamesLookup = (db: Executor, mobiles: readonly string[]) => Promise<Map<string, string>>;

let refs: OrderRefsLookup | undefined;
let shops: ShopNamesLookup | undefined;

export function useOrderRefs(lookup: OrderRefsLookup): void {
  refs = lookup;
}

export function usePartnerShopNames(lookup: ShopNamesLookup): void {
  shops = lookup;
}

/** The references of these orders by id (ids not found are left out). */
export function orderRefs(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (!refs) throw new Error('The orders were not given to the outbox (orders/register.ts: useOrderRefs)');
  return refs(db, ids);
}

/** The shop names of the partners with these numbers, by number. */
export function partnerShopNamesByMobile(
  db: Executor,
  mobiles: readonly string[],
): Promise<Map<string, string>> {
  if (!shops)
    throw new Error('The partners were not given to the outbox (partners/register.ts: usePartnerShopNames)');
  return shops(db, mobiles);
}
