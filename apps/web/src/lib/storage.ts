import { DEFAULT_CITY } from '@phonix/shared/cities';
import type { AnswerRecord } from '@phonix/shared/questionnaire';

/**
 * The browser storage the site keeps (SPEC 3, "Stored client data"). These five key names are read by
 * other code and by tests, so nothing else in the app touches localStorage directly.
 */
export const STORAGE_KEYS = {
  token: 'token',
  userData: 'userData',
  selectedModel: 'selectedModel',
  selectedCity: 'selectedCity',
  isInserted: 'isInserted',
} as const;

export interface StoredUser {
  customer_id: number;
  name: string;
  mobile: string;
  email?: string | null;
  alternate_mobile?: string | null;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the site still works, it only forgets.
  }
}

function readJson<T>(key: string): T | null {
  const raw = read(key);
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
  setSelectedModel: (record: AnswerRecord) => write(STORAGE_KEYS.selectedModel, JSON.stringify(record)),

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
};
