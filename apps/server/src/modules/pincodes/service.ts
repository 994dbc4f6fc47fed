import type { PincodeEntry } from '@phonix/shared/account-api';
import { citySlug } from '@phonix/shared/cities';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pincodes } from './tables.ts';

/** The served cities' pincodes, from memory (a few thousand rows that change only with a data update). */
export class PincodeService {
  #byCity = new Map<string, PincodeEntry[]>();

  constructor(private readonly db: Database) {}

  async refresh(): Promise<void> {
    const rows = await this.db.select().from(pincodes).orderBy(asc(pincodes.pincode), asc(pincodes.locality));
    const byCity = new Map<string, PincodeEntry[]>();
    for (const row of rows) {
      const key = citySlug(row.city);
      const list = byCity.get(key) ?? [];
      list.push({ pincode: row.pincode, city: row.city, state: row.state, locality: row.locality });
      byCity.set(key, list);
    }
    this.#byCity = byCity;
  }

  /** A served city's post offices, by its name or slug; undefined for a city we do not serve. */
  forCity(city: string): PincodeEntry[] | undefined {
    return this.#byCity.get(citySlug(city));
  }

  /** The entry for a pincode in a city, when the pincode belongs to it. */
  find(city: string, pincode: string): PincodeEntry | undefined {
    return this.forCity(city)?.find((entry) => entry.pincode === pincode);
  }
}
