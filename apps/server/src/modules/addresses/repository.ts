import type { Address, AddressForm } from '@phonix/shared/account-api';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses } from './tables.ts';

export type AddressRow = typeof addresses.$inferSelect;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    customer_id: row.customerId,
    address_type: row.addressType as Address['address_type'],
    address_no: row.addressNo,
    locality: row.locality,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    is_default: row.isDefault ? 1 : 0,
    lat: row.lat,
    lng: row.lng,
  };
}

const live = (customerId: number) => and(eq(addresses.customerId, customerId), isNull(addresses.deletedAt));

/** The customer's saved addresses, the default first, then the newest. */
export async function listAddresses(db: Database, customerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(live(customerId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

function prepareFindAddress(db: Database) {
  return db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.customerId, sql.placeholder('customerId')),
        isNull(addresses.deletedAt),
        eq(addresses.id, sql.placeholder('id')),
      ),
    )
    .limit(1)
    .prepare('address_by_id');
}
/** Prepared once per database: every order looks its address up. */
const findAddressStatements = new WeakMap<Database, ReturnType<typeof prepareFindAddress>>();

export async function findAddress(
  db: Database,
  customerId: number,
  id: number,
): Promise<AddressRow | undefined> {
  let statement = findAddressStatements.get(db);
  if (!statement) {
    statement = prepareFindAddress(db);
    findAddressStatements.set(db, statement);
  }
  const [row] = await statement.execute({ customerId, id });
  return row;
}

const columns = (form: AddressForm) => ({
  addressType: form.address_type,
  addressNo: form.address_no,
  locality: form.locality,
  landmark: form.landmark,
  city: form.city,
  state: form.state,
  pincode: form.pincode,
  lat: form.lat,
  lng: form.lng,
});

/**
 * Saves an address. The first address is the default; marking one default unmarks the others, in the same
 * transaction so a customer never has two.
 */
export async function saveAddress(
  db: Database,
  customerId: number,
  form: AddressForm,
  id?: number,
): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    const others = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(id === undefined ? live(customerId) : and(live(customerId), ne(addresses.id, id)));
    const isDefault = form.is_default === 1 || others.length === 0;
    if (isDefault) {
      await tx.update(addresses).set({ isDefault: false }).where(live(customerId));
    }
    const values = { ...columns(form), isDefault };
    const [row] =
      id === undefined
        ? await tx
            .insert(addresses)
            .values({ customerId, ...values })
            .returning()
        : await tx
            .update(addresses)
            .set(values)
            .where(and(live(customerId), eq(addresses.id, id)))
            .returning();
    if (!row) throw new Error('The address was not saved');
    return row;
  });
}

/** Hides an address (orders keep their copy); the newest remaining one becomes the default if needed. */
export async function deleteAddress(db: Database, customerId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .update(addresses)
      .set({ deletedAt: new Date(), isDefault: false })
      .where(and(live(customerId), eq(addresses.id, id)))
      .returning({ wasDefault: addresses.isDefault, id: addresses.id });
    if (!removed) return false;
    const remaining = await tx
      .select({ id: addresses.id, isDefault: addresses.isDefault })
      .from(addresses)
      .where(live(customerId))
      .orderBy(desc(addresses.id));
    const newest = remaining[0];
    if (newest && !remaining.some((row) => row.isDefault)) {
      await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
    }
    return true;
  });
}
