import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store.ts';

const KEY = 'testSession';

function tokenStore() {
  return createSessionStore({
    storageKeys: [KEY],
    read: () => {
      const raw = window.localStorage.getItem(KEY);
      return raw ? (JSON.parse(raw) as { token: string }) : null;
    },
    beforeHydration: null,
  });
}

/** What another tab's change looks like here. */
function otherTabWrites(key: string | null, value: string | null) {
  if (key !== null && value !== null) window.localStorage.setItem(key, value);
  else if (key !== null) window.localStorage.removeItem(key);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('createSessionStore', () => {
  it('answers the same object until the stored session changes', () => {
    const store = tokenStore();
    window.localStorage.setItem(KEY, JSON.stringify({ token: 'a' }));
    const first = store.get();
    expect(first).toEqual({ token: 'a' });
    expect(store.get()).toBe(first);
    window.localStorage.setItem(KEY, JSON.stringify({ token: 'b' }));
    expect(store.get()).toEqual({ token: 'b' });
    expect(store.get()).not.toBe(first);
  });

  it('re-renders a component after a change in this tab, and after another tab changes its key only', () => {
    const store = tokenStore();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return store.useSession();
    });
    expect(result.current).toBeNull();

    act(() => {
      window.localStorage.setItem(KEY, JSON.stringify({ token: 'signed-in' }));
      store.changed();
    });
    expect(result.current).toEqual({ token: 'signed-in' });

    act(() => otherTabWrites(KEY, null));
    expect(result.current).toBeNull();

    const before = renders;
    act(() => otherTabWrites('selectedCity', 'hyderabad'));
    expect(renders).toBe(before);

    act(() => {
      window.localStorage.setItem(KEY, JSON.stringify({ token: 'cleared-elsewhere' }));
      otherTabWrites(null, null);
    });
    expect(result.current).toEqual({ token: 'cleared-elsewhere' });
  });

  it('tells the sign-in page once why the last session ended', () => {
    const store = tokenStore();
    store.changed('expired');
    expect(store.takeEndedReason()).toBe('expired');
    expect(store.takeEndedReason()).toBeNull();
    store.changed('expired');
    store.changed(); // a sign-in since: nothing to explain
    expect(store.takeEndedReason()).toBeNull();
  });
});
