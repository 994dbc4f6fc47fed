import type { Locale } from '@phonix/shared/i18n';
import { overwriteGetLocale } from '@phonix/shared/messages';
import type { PartnerOrder } from '@phonix/shared/partner-api';
import type { PartnerSelfCheck } from '@phonix/shared/self-check-proof';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLocaleContext } from '@/lib/locale.tsx';
import { SelfCheckPanel } from './self-check-panel.tsx';

const order = { ref_no: 'PXAB12CD34', status: 'out_for_pickup' } as PartnerOrder;
const checked: PartnerSelfCheck = {
  ref_no: 'PXAB12CD34',
  report: {
    checked_at: '2026-11-29T04:30:00.000Z',
    shared_at: '2026-11-29T05:00:00.000Z',
    results: {
      touch: 'passed',
      display: 'failed',
      front_camera: 'passed',
      back_camera: 'passed',
      microphone: 'passed',
      speaker: 'skipped',
      vibration: 'unsupported',
      motion: 'passed',
      battery: 'passed',
    },
    display_finding: 'lines',
    dead_touch_cells: 3,
    device: { model: 'Pixel 7', screen_width: 412, screen_height: 915, pixel_ratio: 2.6, battery_level: 80 },
  },
  proven_at: null,
  door_code: null,
  can_ask_code: true,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPanel(locale: Locale = 'en') {
  overwriteGetLocale(() => locale);
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PageLocaleContext value={{ locale, offer: undefined }}>
        <MemoryRouter>
          <SelfCheckPanel order={order} />
        </MemoryRouter>
      </PageLocaleContext>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  overwriteGetLocale(() => 'en');
});

/** The partner's view of the seller's self-check (issue 34), as the API answers it. */
describe("the partner's self-check panel", () => {
  it('shows each test, the check time in India time, and the code asked for, big and spelt out', async () => {
    let view = checked;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/self-check/door-code')) {
        view = { ...checked, door_code: { code: 'KM47RT', expires_at: '2026-11-29T05:10:00.000Z' } };
        return json({ success: true, door_code: view.door_code });
      }
      return json({ success: true, self_check: view });
    });
    renderPanel();
    const panel = await screen.findByRole('region', { name: "Seller's phone check" });
    expect(within(panel).getByText('Checked by the seller on November 29th, 2026, 10:00 AM')).toBeTruthy();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows[0]?.textContent).toBe('Touch screenPassed');
    expect(rows[1]?.textContent).toBe('DisplayFailed');
    expect(rows[6]?.textContent).toBe('VibrationNot supported');
    expect(panel.textContent).toContain('The seller saw lines on the screen');
    expect(panel.textContent).toContain('Touch areas that did not respond: 3');
    expect(panel.textContent).toContain('Phone reported: Pixel 7');
    expect(within(panel).getByText('Not yet proven on the phone at the door')).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Show door code' }));
    const code = await within(panel).findByTestId('door-code-value');
    expect(code.textContent).toBe('K M 4 7 R TKM4 7RT');
    expect(panel.textContent).toContain(
      'Ask the seller to open their order on the phone being sold and enter this code',
    );
    expect(panel.textContent).toContain('Valid until 10:40 AM');
    expect(within(panel).getByRole('button', { name: 'Show a new code' })).toBeTruthy();
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
  });

  it('says proven with the time, in Telugu, and offers no code then', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json({ success: true, self_check: { ...checked, proven_at: '2026-11-29T05:12:00.000Z' } }),
    );
    renderPanel('te');
    const proven = await screen.findByTestId('self-check-proven');
    expect(proven.textContent).toMatch(/ఈ ఫోన్‌లో .*నిరూపితమైంది/);
    expect(proven.textContent).toContain('10:42');
    expect(screen.queryByTestId('show-door-code')).toBeNull();
    expect(screen.getByRole('heading', { name: 'అమ్మకందారు ఫోన్ చెక్' })).toBeTruthy();
  });

  it('says so when the seller shared no check, and shows nothing for an order not held (404)', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json({ success: true, self_check: { ...checked, report: null, can_ask_code: false } }),
    );
    renderPanel();
    expect(await screen.findByText('The seller has not shared a phone check for this order.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
