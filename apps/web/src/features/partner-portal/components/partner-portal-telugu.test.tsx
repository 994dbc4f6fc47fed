import type { PartnerHandover } from '@phonix/shared/handover-api';
import type { Locale } from '@phonix/shared/i18n';
import { overwriteGetLocale } from '@phonix/shared/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as PartnerLogin } from '@/app/partner/routes/partner-login.tsx';
import { PageLocaleContext } from '@/lib/locale.tsx';
import { SellerIdStep } from './handover-seller-id-step.tsx';
import { WipeStep } from './handover-wipe-step.tsx';

/**
 * The portal in Telugu (issue 22): the sign-in page with the language switcher, and handover steps, as a
 * shop owner at the door reads them. The page's language is what the server and main.tsx set: Paraglide's
 * getLocale and the page-locale context; the router runs under the language's prefix.
 */

function inLocale(locale: Locale, path: string, children: ReactNode) {
  overwriteGetLocale(() => locale);
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <PageLocaleContext value={{ locale, offer: undefined }}>
        <MemoryRouter basename={prefix || '/'} initialEntries={[`${prefix}${path}`]}>
          {children}
        </MemoryRouter>
      </PageLocaleContext>
    </QueryClientProvider>,
  );
}

afterEach(() => overwriteGetLocale(() => 'en'));

/** Words in Latin letters a Telugu page may show: our name and the terms users read in Latin. */
const ALLOWED = new Set(['Phonix', 'OTP', 'IMEI', 'UPI', 'English']);
/** The Latin-letter words of an element's text, text node by text node (as a reader sees them). */
function latinWords(element: Element): string[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // The wordmark is a drawing named "Phonix", not text.
    if (node.parentElement?.closest('svg')) continue;
    words.push(...(node.textContent?.match(/[A-Za-z]{2,}/g) ?? []));
  }
  return words.filter((word) => !ALLOWED.has(word));
}

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const handover: PartnerHandover = {
  ref_no: 'PXAB12CD34',
  order_status: 'out_for_pickup',
  agreed_value: 17_900,
  offer_pending: false,
  price_review: null,
  imei_checker: 'list',
  imeis: ['490154203237518'],
  imei_checks: [],
  imei_restricted: false,
  seller_id: null,
  wipe_confirmed_at: null,
  payout: null,
  final_amount: null,
  otp: null,
  paid: null,
  ready_for_otp: false,
  completed_at: null,
  receipt_number: null,
};

describe('the partner portal in Telugu', () => {
  it('signs in in Telugu, with the switcher to the same page in the other languages', async () => {
    inLocale('te', '/partner/login', <PartnerLogin />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('పార్ట్‌నర్ సైన్ ఇన్');
    const mobile = screen.getByLabelText('మొబైల్ నంబర్');
    expect(mobile.getAttribute('placeholder')).toBe('10 అంకెల నంబర్');
    const switcher = screen.getByRole('navigation', { name: 'భాష' });
    expect(within(switcher).getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/partner/login',
    );
    expect(within(switcher).getByRole('link', { name: 'हिन्दी' }).getAttribute('href')).toBe(
      '/hi/partner/login',
    );

    // The shared rule's message, in Telugu.
    await userEvent.click(screen.getByRole('button', { name: 'OTP పంపండి' }));
    expect(await screen.findByText('మొబైల్ నంబర్ తప్పనిసరి')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);
    expect(document.title).toBe('సైన్ ఇన్ · Phonix పార్ట్‌నర్');
  });

  it('draws the data-wipe step in Telugu, its checklist and its refusal too', async () => {
    inLocale(
      'te',
      '/partner/orders/PXAB12CD34/handover',
      <WipeStep refNo="PXAB12CD34" handover={handover} locked={false} />,
    );
    const step = screen.getByTestId('handover-step-wipe');
    expect(within(step).getByRole('heading', { level: 2 }).textContent).toBe('స్టెప్ 3: డేటా డిలీట్');
    expect(within(step).getByText('చేయాలి')).toBeTruthy();
    expect(within(step).getByText('ఫ్యాక్టరీ రీసెట్ పూర్తయింది')).toBeTruthy();
    await userEvent.click(within(step).getByRole('button', { name: 'డేటా డిలీట్ కన్ఫర్మ్ చేయండి' }));
    expect(await within(step).findAllByText('దయచేసి ఈ స్టెప్‌ను అమ్మకందారుతో కలిసి కన్ఫర్మ్ చేయండి')).toHaveLength(4);
    // Brand names stay as they are (iPhone, Google, Samsung, Xiaomi, Apple), and the phone's own screen
    // names as it shows them (Settings, the Hello screen: issue 32); no other English word.
    const words = latinWords(step).filter(
      (word) => !['iPhone', 'Google', 'Samsung', 'Xiaomi', 'Apple', 'Settings', 'Hello'].includes(word),
    );
    expect(words).toEqual([]);
  });

  it("draws the seller's ID step in Telugu, and in English as before", () => {
    const telugu = inLocale(
      'te',
      '/partner',
      <SellerIdStep refNo="PXAB12CD34" handover={handover} locked={false} />,
    );
    const select = screen.getByLabelText('ఐడీ రకం');
    expect(within(select).getByRole('option', { name: 'ఆధార్' })).toBeTruthy();
    expect(screen.getByTestId('seller-id-reason').textContent).toMatch(/^చాలా జిల్లాల్లో/);
    expect(latinWords(screen.getByTestId('handover-step-seller-id'))).toEqual([]);
    telugu.unmount();

    inLocale('en', '/partner', <SellerIdStep refNo="PXAB12CD34" handover={handover} locked={false} />);
    expect(
      within(screen.getByLabelText('ID type')).getByRole('option', { name: 'Driving licence' }),
    ).toBeTruthy();
    expect(screen.getByTestId('seller-id-reason').textContent).toMatch(/^Police orders in many districts/);
  });
});
