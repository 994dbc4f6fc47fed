import { messaging_whatsapp_profile_label } from '@phonix/shared/messages/messaging_whatsapp_profile_label';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { recordBookingOptIn } from '../api/whatsapp.ts';
import { WhatsAppPreference } from './whatsapp-preference.tsx';

/** The seller's WhatsApp choice against a fake API: what the page sends, and what it shows. */
interface Sent {
  method: string;
  path: string;
  body: unknown;
}
let sent: Sent[] = [];
let state = {
  opted_in: false,
  source: null as string | null,
  text: null as string | null,
  at: null as string | null,
};
/** Answers for the next POSTs, in order (then: record the choice and answer it). */
let failures: number[] = [];
/** When set, POSTs wait for it before they are answered. */
let postsHeld: Promise<void> | null = null;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  failures = [];
  postsHeld = null;
  state = { opted_in: false, source: null, text: null, at: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path, body });
      if (method === 'POST') {
        if (postsHeld) await postsHeld;
        const failure = failures.shift();
        if (failure === 0) throw new TypeError('Failed to fetch');
        if (failure) return json(failure, { success: false, code: 'MALFORMED_REQUEST', message: 'No' });
        const { source, text } = body as { source: string; text: string };
        state = { opted_in: path.endsWith('/optin'), source, text, at: '2026-11-27T06:30:00.000Z' };
      }
      return json(200, { success: true, whatsapp: { ...state, notice_version: null } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPreference() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <WhatsAppPreference customerId={7} />
    </QueryClientProvider>,
  );
}

describe('the profile WhatsApp box', () => {
  it('starts unticked for a seller who never chose, and records the words shown when ticked and unticked', async () => {
    renderPreference();
    const box = await screen.findByRole('checkbox', { name: messaging_whatsapp_profile_label() });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('whatsapp-state').textContent).toBe('Off: order updates come by SMS.');

    await userEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/customer/whatsapp/optin',
        body: { source: 'profile', text: messaging_whatsapp_profile_label() },
      },
    ]);
    expect(screen.getByTestId('whatsapp-state').textContent).toMatch(/^On since November 27th, 2026\. /);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('WhatsApp updates turned on');

    await userEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
    expect(sent.at(-1)).toMatchObject({
      path: '/api/customer/whatsapp/optout',
      body: { source: 'profile', text: messaging_whatsapp_profile_label() },
    });
  });

  it('shows the choice in the same task as the click, while it is being saved', async () => {
    renderPreference();
    const box = (await screen.findByRole('checkbox')) as HTMLInputElement;
    let answer = () => {};
    postsHeld = new Promise((resolve) => {
      answer = resolve;
    });
    // The query library tells React of the mutation's state on a timer; on a loaded phone (or CI) the timer
    // runs well after the click. No await between the click and the reads: the box must change in the click.
    notifyManager.setScheduler((notify) => setTimeout(notify, 50));
    onTestFinished(() => notifyManager.setScheduler((notify) => setTimeout(notify, 0)));
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
    expect(screen.getByTestId('whatsapp-state').textContent).toBe('Saving...');
    fireEvent.click(box);
    answer();
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(true);
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('keeps the box as it was when the choice cannot be saved', async () => {
    renderPreference();
    const box = await screen.findByRole('checkbox');
    failures = [400];
    await userEvent.click(box);
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    expect((box as HTMLInputElement).checked).toBe(false);
  });
});

describe("the booking page's opt-in", () => {
  it('sends the words shown with source booking', async () => {
    expect(await recordBookingOptIn('Send me order updates on WhatsApp.', 0)).toBe(true);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/customer/whatsapp/optin',
        body: { source: 'booking', text: 'Send me order updates on WhatsApp.' },
      },
    ]);
  });

  it('tries once more after a network failure or a 5xx, and never throws', async () => {
    failures = [0];
    expect(await recordBookingOptIn('Words', 0)).toBe(true);
    expect(sent).toHaveLength(2);
    sent = [];
    failures = [500, 0];
    expect(await recordBookingOptIn('Words', 0)).toBe(false);
    expect(sent).toHaveLength(2);
  });

  it('does not try again a refusal', async () => {
    failures = [400];
    expect(await recordBookingOptIn('', 0)).toBe(false);
    expect(sent).toHaveLength(1);
  });
});
