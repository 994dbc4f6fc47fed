import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LanguagePreference } from './language-preference.tsx';

/** The seller's language on the profile against a fake API: what it sends, and what it shows meanwhile. */
let saved = 'en';
const posted: unknown[] = [];
let answerPosts = () => {};
/** When set, the POST is refused with this status. */
let refuseWith: number | null = null;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  saved = 'en';
  refuseWith = null;
  posted.length = 0;
  const held = new Promise<void>((resolve) => {
    answerPosts = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { language: string };
        posted.push(body);
        await held;
        if (refuseWith)
          return new Response(JSON.stringify({ success: false, code: 'MALFORMED_REQUEST', message: 'No' }), {
            status: refuseWith,
            headers: { 'content-type': 'application/json' },
          });
        saved = body.language;
      }
      return json({ success: true, language: saved });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPreference() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LanguagePreference customerId={7} />
    </QueryClientProvider>,
  );
}

describe('the profile language radios', () => {
  it('show the language chosen in the same task as the click, while it is being saved', async () => {
    renderPreference();
    const english = (await screen.findByRole('radio', { name: 'English' })) as HTMLInputElement;
    const hindi = screen.getByRole('radio', { name: 'हिन्दी' }) as HTMLInputElement;
    expect(english.checked).toBe(true);

    // The query library tells React of the mutation's state on a timer; on a loaded phone (or CI) the timer
    // runs well after the tap. No await between the click and the reads: the radio must change in the click.
    notifyManager.setScheduler((notify) => setTimeout(notify, 50));
    onTestFinished(() => notifyManager.setScheduler((notify) => setTimeout(notify, 0)));
    fireEvent.click(hindi);
    expect(hindi.checked).toBe(true);
    expect(english.checked).toBe(false);
    expect(hindi.disabled).toBe(true);
    fireEvent.click(english);
    answerPosts();
    await waitFor(() => expect(hindi.disabled).toBe(false));
    expect(hindi.checked).toBe(true);
    expect(posted).toEqual([{ language: 'hi' }]);
    expect(screen.getByTestId('account-language-status').textContent).not.toBe('');
  });

  it('put the saved language back when the choice is refused', async () => {
    renderPreference();
    const english = (await screen.findByRole('radio', { name: 'English' })) as HTMLInputElement;
    const telugu = screen.getByRole('radio', { name: 'తెలుగు' }) as HTMLInputElement;
    refuseWith = 400;
    fireEvent.click(telugu);
    expect(telugu.checked).toBe(true);
    answerPosts();
    await waitFor(() => expect(telugu.disabled).toBe(false));
    expect(english.checked).toBe(true);
    expect(telugu.checked).toBe(false);
    expect(screen.getByTestId('account-language-status').textContent).toBe('');
  });
});
