import type { Database } from '../../db/client.ts';

/**
 * The price enquiry a booking names (its seller and its answers), given by the enquiries module as it
 * registers (enquiries/register.ts): the enquiries build on the orders (the console's list shows what a
 * seller booked since), so the orders never import them (issue 33).
 */
export interface PriceEnquiry {
  customerId: number | null;
  answers: unknown;
}

export type FindPriceEnquiry = (db: Database, id: number) => Promise<PriceEnquiry | undefined>;

let given: FindPriceEnquiry | undefined;

export function usePriceEnquiries(find: FindPriceEnquiry): void {
  given = find;
}

export function findPriceEnquiry(db: Database, id: number): Promise<PriceEnquiry | undefined> {
  if (!given)
    throw new Error(
      'The price enquiries were not given to the orders (enquiries/register.ts: usePriceEnquiries)',
    );
  return given(db, id);
}
