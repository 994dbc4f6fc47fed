import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/transaction.ts';
import { addresses } from './tables.ts';

/** The part of a saved address an order copies (the order keeps its own copy: the seller may edit theirs). */
export interface AddressCopy {
  id: number;
  addressType: string;
  addressNo: string;
  locality: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
}

/**
 * The customer's live (not deleted) address with this id, read in the caller's transaction (the booking
 * copies it into the new order); undefined when it is not theirs or was deleted.
 */
export async function liveAddressOf(
  tx: Transaction,
  customerId: number,
  id: number,
): Promise<AddressCopy | undefined> {
  const [row] = await tx
    .select({
      id: addresses.id,
      addressType: addresses.addressType,
      addressNo: addresses.addressNo,
      locality: addresses.locality,
      landmark: addresses.landmark,
      city: addresses.city,
      state: addresses.state,
      pincode: addresses.pincode,
    })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId), isNull(addresses.deletedAt)))
    .limit(1);
  return row;
}
