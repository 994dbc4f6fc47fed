import { overwriteGetLocale } from '@phonix/shared/messages';
import {
  CURRENT_PRIVACY_NOTICE,
  GRIEVANCE_OFFICER,
  PRIVACY_NOTICE_ITEMS,
} from '@phonix/shared/privacy-notice';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLocaleContext } from '@/lib/locale.tsx';
import { ConsentsSection } from './consents-section.tsx';
import { ErasureSection } from './erasure-section.tsx';
import { NoticeAcceptance } from './notice-acceptance.tsx';
import { PrivacyNotice } from './privacy-notice.tsx';

afterEach(() => overwriteGetLocale(() => 'en'));

function Wrap({ children, locale = 'en' }: { children: ReactNode; locale?: 'en' | 'hi' | 'te' }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PageLocaleContext.Provider value={{ locale, offer: undefined }}>
          {children}
        </PageLocaleContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

describe('the privacy notice', () => {
  it('itemises every item of privacy-notice.ts and names the Grievance Officer and the Board', () => {
    render(
      <Wrap>
        <PrivacyNotice />
      </Wrap>,
    );
    for (const item of PRIVACY_NOTICE_ITEMS)
      expect(screen.getByRole('heading', { name: item.data })).toBeTruthy();
    expect(screen.getAllByText('Who receives it')).toHaveLength(PRIVACY_NOTICE_ITEMS.length);
    expect(screen.getByRole('heading', { name: 'Grievance Officer' })).toBeTruthy();
    expect(screen.getByText(GRIEVANCE_OFFICER.name)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Data Protection Board of India' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open my privacy page' }).getAttribute('href')).toBe(
      '/account/privacy',
    );
  });

  it('reads in Telugu', () => {
    overwriteGetLocale(() => 'te');
    render(
      <Wrap locale="te">
        <PrivacyNotice />
      </Wrap>,
    );
    expect(screen.getByRole('heading', { name: 'ఫిర్యాదుల అధికారి' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'మీ మొబైల్ నంబర్' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Who receives|How long|Your rights/);
  });
});

describe("the seller's privacy page", () => {
  it('asks to accept the current notice when the one accepted is older', () => {
    render(
      <Wrap>
        <NoticeAcceptance
          customerId={1}
          notice={{
            current_version: CURRENT_PRIVACY_NOTICE.version,
            effective: CURRENT_PRIVACY_NOTICE.effective,
            accepted: { version: '2020-01-01.1', accepted_at: '2026-01-05T06:30:00.000Z' },
            up_to_date: false,
          }}
        />
      </Wrap>,
    );
    expect(screen.getByText(/You accepted version 2020-01-01\.1 on 5 January 2026, 12:00 pm\./)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: `Accept version ${CURRENT_PRIVACY_NOTICE.version}` }),
    ).toBeTruthy();
  });

  it('shows no accept button once the current version is accepted', () => {
    render(
      <Wrap>
        <NoticeAcceptance
          customerId={1}
          notice={{
            current_version: CURRENT_PRIVACY_NOTICE.version,
            effective: CURRENT_PRIVACY_NOTICE.effective,
            accepted: { version: CURRENT_PRIVACY_NOTICE.version, accepted_at: '2026-12-02T06:30:00.000Z' },
            up_to_date: true,
          }}
        />
      </Wrap>,
    );
    expect(screen.queryByRole('button', { name: /Accept version/ })).toBeNull();
    expect(screen.getByText(/This is the current version/)).toBeTruthy();
  });

  it('draws each optional purpose as a switch, off until turned on, and "turn all off" idle when all are off', () => {
    render(
      <Wrap>
        <ConsentsSection
          customerId={1}
          consents={[
            { purpose: 'whatsapp', opted_in: false, at: null, notice_version: null },
            { purpose: 'sms_offers', opted_in: false, at: null, notice_version: null },
          ]}
        />
      </Wrap>,
    );
    const whatsapp = screen.getByRole('switch', { name: 'Order updates on WhatsApp' });
    expect(whatsapp.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Offers by SMS' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('button', { name: 'Turn all off' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/never stops or changes an order in progress/)).toBeTruthy();
  });

  it('says open orders must end first, and offers no code, while an order is open', () => {
    render(
      <Wrap>
        <ErasureSection
          rights={{ open_orders: 2, can_erase: false, open_grievances: 0 }}
          mobile="9876543210"
          onErased={() => {}}
        />
      </Wrap>,
    );
    expect(screen.getByText(/Open orders must end first: you have 2 open/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send me a code to erase my account' })).toBeNull();
    // What an erasure keeps is stated before it is asked for (retention.ts).
    expect(screen.getAllByText(/Income-tax Rules 1962, rule 6F\(5\)/).length).toBeGreaterThan(0);
  });

  it('offers the code when no order is open', () => {
    render(
      <Wrap>
        <ErasureSection
          rights={{ open_orders: 0, can_erase: true, open_grievances: 0 }}
          mobile="9876543210"
          onErased={() => {}}
        />
      </Wrap>,
    );
    expect(screen.getByRole('button', { name: 'Send me a code to erase my account' })).toBeTruthy();
  });
});
