import type { Customer } from '@phonix/shared/account-api';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from './query-client.ts';
import { accountKey, clearSession, getSession, signIn, updateStoredUser, useSession } from './session.ts';
import { STORAGE_KEYS } from './storage.ts';

function customer(id: number, name: string): Customer {
  return {
    customer_id: id,
    name,
    mobile: '9876543210',
    email: '',
    alternate_mobile: '',
  } as Customer;
}

describe("the seller's session", () => {
  it('stores the token and userData keys on sign-in and forgets both on sign-out', () => {
    signIn(customer(7, 'Asha'), 'token-7');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('token-7');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userData) ?? '{}')).toMatchObject({
      customer_id: 7,
      name: 'Asha',
    });
    expect(getSession()).toMatchObject({ token: 'token-7', user: { customer_id: 7 } });
    clearSession();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(getSession()).toMatchObject({ token: null, user: null });
  });

  it("drops the account's cached data when another customer signs in, and keeps it for the same one", () => {
    signIn(customer(7, 'Asha'), 'token-7');
    queryClient.setQueryData(accountKey(7, 'orders'), ['PX1']);
    signIn(customer(7, 'Asha'), 'token-7b');
    expect(queryClient.getQueryData(accountKey(7, 'orders'))).toEqual(['PX1']);
    signIn(customer(8, 'Ravi'), 'token-8');
    expect(queryClient.getQueryData(accountKey(7, 'orders'))).toBeUndefined();
    clearSession();
  });

  it('shows nobody signed in before hydration, then follows sign-ins and profile changes', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.user).toBeNull();
    act(() => signIn(customer(9, 'Kiran'), 'token-9'));
    expect(result.current.user?.name).toBe('Kiran');
    act(() => updateStoredUser({ name: 'Kiran Kumar' }));
    expect(result.current.user?.name).toBe('Kiran Kumar');
    act(() => clearSession());
    expect(result.current.token).toBeNull();
  });
});
