import { DEFAULT_CITY } from '@phonix/shared/cities';
import type { AnswerRecord } from '@phonix/shared/questionnaire';

/**
 * The browser storage the site keeps (SPEC 3, "Stored client data", and what this site adds). The key names
 * are read by other code and by tests, so nothing else in the app touches localStorage or sessionStorage.
 */
export const STORAGE_KEYS = {
  token: 'token',
  userData: 'userData',
  selectedModel: 'selectedModel',
  selectedCity: 'selectedCity',
  isInserted: 'isInserted',
  /** The partner portal's session (a principal of its own; never sent on a seller's calls). */
  partnerToken: 'partnerToken',
  /** The price enquiry of the stored selectedModel, kept from Continue until the order is booked. */
  bookingEnquiry: 'bookingEnquiry',
  /** The operations console's staff session, `{ token, staff }` (lib/staff-session.ts), apart from the seller's. */
  staffSession: 'staffSession',
} as const;

/**
 * Kept in sessionStorage (this tab, until it closes): work in progress that a reload must not lose but
 * another tab or a later visit has no use for.
 */
export const SESSION_KEYS = {
  /** The questionnaire's answers so far for one model and variant, and when they were begun. */
  questionnaireDraft: (icSlug: string, variantId: number) => `questionnaireDraft:${icSlug}:${variantId}`,
  /** `{ ic_slug, variant, seconds }`: from the first question to Confirm, for the stored selectedModel. */
  quoteSeconds: 'quoteSeconds',
  /** The area (CheckoutArea) the checkout dialog collected, to become the seller's first address. */
  checkoutArea: 'checkoutArea',
  /** A nominee's short session (/nominee): this tab only, never sent on a seller's calls. */
  nomineeToken: 'nomineeToken',
} as const;

/** The area (city, pincode, locality, state) a seller gave in the checkout dialog, by their mobile. */
export interface CheckoutArea {
  mobile: string;
  city: string;
  state: string;
  pincode: string;
  locality: string;
}

export interface StoredUser {
  customer_id: number;
  name: string;
  mobile: string;
  email?: string | null;
  alternate_mobile?: string | null;
}

/** Local storage keeps the site's data; session storage (this tab only) its work in progress. */
type Area = 'localStorage' | 'sessionStorage';

function read(key: string, area: Area = 'localStorage'): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null, area: Area = 'localStorage'): void {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    // Private mode or a full quota: the site still works, it only forgets.
  }
}

function readJson<T>(key: string, area?: Area): T | null {
  const raw = read(key, area);
  if (raw === null || raw === 'null' || raw === 'undefined') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Counts clearings of the isInserted marker, each of which ends an evaluation. */
let evaluationCounter = 0;

export const storage = {
  getToken: () => read(STORAGE_KEYS.token),
  setToken: (token: string | null) => write(STORAGE_KEYS.token, token),
  getPartnerToken: () => read(STORAGE_KEYS.partnerToken),
  setPartnerToken: (token: string | null) => write(STORAGE_KEYS.partnerToken, token),
  getNomineeToken: () => read(SESSION_KEYS.nomineeToken, 'sessionStorage'),
  setNomineeToken: (token: string | null) => write(SESSION_KEYS.nomineeToken, token, 'sessionStorage'),

  getUser: (): StoredUser | null => {
    const user = readJson<StoredUser>(STORAGE_KEYS.userData);
    return user && typeof user === 'object' && typeof user.customer_id === 'number' ? user : null;
  },
  setUser: (user: StoredUser | null) =>
    write(STORAGE_KEYS.userData, user === null ? null : JSON.stringify(user)),

  getSelectedModel: (): AnswerRecord | null => {
    const record = readJson<AnswerRecord>(STORAGE_KEYS.selectedModel);
    return record && typeof record === 'object' && typeof record.ic_slug === 'string' ? record : null;
  },
  /** A new evaluation: its enquiry is not the previous one's. */
  setSelectedModel: (record: AnswerRecord) => {
    write(STORAGE_KEYS.selectedModel, JSON.stringify(record));
    write(STORAGE_KEYS.bookingEnquiry, null);
  },

  /** The stored evaluation's price enquiry id (the marker kept past Continue), for its one booking. */
  getBookingEnquiry: (): number | null => {
    const id = Number(read(STORAGE_KEYS.bookingEnquiry));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  },
  setBookingEnquiry: (id: number) => write(STORAGE_KEYS.bookingEnquiry, String(id)),

  /** The order is booked: the evaluation is spent, and /sell-now offers a new one instead of the old quote. */
  clearQuote: () => {
    write(STORAGE_KEYS.selectedModel, null);
    write(STORAGE_KEYS.bookingEnquiry, null);
    storage.clearIsInserted();
    write(SESSION_KEYS.quoteSeconds, null, 'sessionStorage');
  },

  /** The city slug links are built with; hyderabad until the visitor picks another. */
  getSelectedCity: (): string => {
    const city = read(STORAGE_KEYS.selectedCity)?.trim().toLowerCase();
    return city ? city : DEFAULT_CITY;
  },
  setSelectedCity: (citySlug: string) => write(STORAGE_KEYS.selectedCity, citySlug),

  /** The marker of a recorded price enquiry: present means this evaluation is already recorded. */
  getIsInserted: () => read(STORAGE_KEYS.isInserted),
  /**
   * Stores the marker for the evaluation that was current at `evaluation` (from evaluationNumber()); an
   * answer arriving after the marker was cleared (Recalculate, Continue) belongs to a finished evaluation
   * and is dropped.
   */
  setIsInserted: (value: string | number, evaluation: number) => {
    if (evaluation === evaluationCounter) write(STORAGE_KEYS.isInserted, String(value));
  },
  clearIsInserted: () => {
    evaluationCounter += 1;
    write(STORAGE_KEYS.isInserted, null);
  },
  evaluationNumber: () => evaluationCounter,

  /** This tab's work in progress under a SESSION_KEYS key, as stored: the reader checks its shape. */
  getTabValue: (key: string): unknown => readJson(key, 'sessionStorage'),
  setTabValue: (key: string, value: unknown) =>
    write(key, value === null ? null : JSON.stringify(value), 'sessionStorage'),

  getStaffSession: (): string | null => read(STORAGE_KEYS.staffSession),
  setStaffSession: (value: string | null) => write(STORAGE_KEYS.staffSession, value),
  /** The staff session's bearer token, for the API client's staff calls. */
  getStaffToken: (): string | null => {
    const session = readJson<{ token?: unknown }>(STORAGE_KEYS.staffSession);
    return typeof session?.token === 'string' ? session.token : null;
  },
};
