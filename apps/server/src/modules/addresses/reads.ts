import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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
 * The customer's live (not deleted) address with this id, as a query another module's statement takes as a
 * CTE (the booking copies it into the new order, in one statement): the columns of AddressCopy, named as in
 * the table (id, address_type, address_no, locality, landmark, city, state, pincode); no row when it is not
 * theirs or was deleted.
 */
export function liveAddressQuery(customerId: number | SQLWrapper, id: number | SQLWrapper): SQL {
  return sql`select ${addresses.id} as id, ${addresses.addressType} as address_type,
      ${addresses.addressNo} as address_no, ${addresses.locality} as locality, ${addresses.landmark} as landmark,
      ${addresses.city} as city, ${addresses.state} as state, ${addresses.pincode} as pincode
    from ${addresses}
    where ${addresses.id} = ${id} and ${addresses.customerId} = ${customerId} and ${addresses.deletedAt} is null`;
}
