import type { Locale } from '@phonix/shared/i18n';
import { overwriteGetLocale } from '@phonix/shared/messages';
import { type AnswerRecord, EMPTY_DRAFT } from '@phonix/shared/questionnaire';
import type { ExactValueResponse } from '@phonix/shared/quote-api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Questionnaire } from '@/features/questionnaire/components/questionnaire.tsx';
import { DeviceReportDialog } from '@/features/quote/components/device-report-dialog.tsx';
import { PriceBreakdown } from '@/features/quote/components/price-breakdown.tsx';
import { PriceSummary } from '@/features/quote/components/price-summary.tsx';
import { SellingPoints } from '@/features/quote/components/selling-points.tsx';
import { PageLocaleContext } from '@/lib/locale.tsx';

/**
 * A seller who reads Telugu (issue 22): a questionnaire step and the quote in Telugu, rendered as the page
 * renders them (the messages' language and the page's locale both Telugu), the answers still codes.
 */

const device = {
  variant: 7,
  ic_slug: 'apple-iphone-13',
  item_name: 'iPhone 13 (128GB)',
  model_name: 'iPhone 13',
  variant_name: '128GB',
  item_image: '/images/models/apple-iphone-13.webp',
};

const QUOTE: ExactValueResponse = {
  success: true,
  basePrice: 30000,
  deductions: [
    { code: 'Sp3', label: 'Yellow Spots on screen', percent: 10, amount: 3000 },
    { code: 'no_Chr', label: 'Original Charger missing', percent: 2, amount: 600 },
    { code: 'warranty36', label: 'Phone age 3-6 Months (under warranty)', percent: 3, amount: 900 },
  ],
  totalDeduction: 4500,
  minimumOfferApplied: false,
  finalValue: 25500,
  quote_valid_until: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
};

/** Latin letters a Telugu page may show: ₹ amounts are digits; IMEI and brand/model names stay as they are. */
const latinWords = (text: string) =>
  (text.replace(/IMEI|iPhone 13|128GB/g, '').match(/[A-Za-z]+/g) ?? []) as string[];

function inLanguage(locale: Locale, children: ReactNode) {
  overwriteGetLocale(() => locale);
  return render(
    <PageLocaleContext.Provider value={{ locale, offer: undefined }}>
      <MemoryRouter initialEntries={['/options/apple-iphone-13/128gb']}>{children}</MemoryRouter>
    </PageLocaleContext.Provider>,
  );
}

beforeAll(() => {
  // jsdom lays nothing out: the questionnaire's scrolling to a step or a missing answer does nothing here.
  Element.prototype.scrollIntoView = () => {};
  window.scrollTo = () => {};
});

afterEach(() => {
  overwriteGetLocale(() => 'en');
});

describe('the questionnaire in Telugu', () => {
  it('asks in Telugu, marks what is missing in Telugu, and records the answer codes', async () => {
    const submitted: AnswerRecord[] = [];
    const { container } = inLanguage(
      'te',
      <Questionnaire
        device={device}
        initialDraft={EMPTY_DRAFT}
        onSubmit={(record) => submitted.push(record)}
      />,
    );
    expect(screen.getByRole('heading', { name: 'ప్రాథమిక సమాచారం' })).toBeTruthy();
    // The count is said once step 1's answers decide it (issue 32).
    expect(screen.getByText('స్టెప్ 1')).toBeTruthy();
    const calls = screen.getByRole('radiogroup', { name: 'మీరు కాల్స్ చేయగలుగుతున్నారా, రిసీవ్ చేసుకోగలుగుతున్నారా?' });
    expect(within(calls).getByLabelText('అవును')).toBeTruthy();
    expect(latinWords(container.textContent ?? '')).toEqual([]);

    // Continue with one question left: it is marked with its Telugu toast.
    await userEvent.click(within(calls).getByLabelText('అవును'));
    for (const question of ['మీ మొబైల్ స్క్రీన్ మంచి కండిషన్‌లో ఉందా?', 'మీ ఫోన్ బాడీ మంచి కండిషన్‌లో ఉందా?']) {
      await userEvent.click(
        within(screen.getByRole('radiogroup', { name: question })).getByLabelText('అవును'),
      );
    }
    await userEvent.click(screen.getByRole('button', { name: 'కొనసాగించండి' }));
    expect(screen.getByText('దయచేసి ఫోన్ వారంటీ ప్రశ్నకు జవాబు ఇవ్వండి')).toBeTruthy();

    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'మీ ఫోన్ వారంటీలో ఉందా? (సరైన బిల్ అవసరం)' })).getByLabelText(
        'లేదు',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'కొనసాగించండి' }));

    // Step 4: the parts in Telugu, chosen by their Telugu names.
    expect(await screen.findByRole('heading', { name: 'పార్ట్స్ లేదా ఫంక్షన్ సమస్యలు' })).toBeTruthy();
    expect(screen.getByText('స్టెప్ 2/3')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('బ్యాటరీ'));
    await userEvent.click(screen.getByRole('button', { name: 'కొనసాగించండి' }));

    // Step 5, the last without warranty: Confirm in Telugu.
    expect(await screen.findByRole('heading', { name: 'మీ దగ్గర ఈ యాక్సెసరీలు ఉన్నాయా?' })).toBeTruthy();
    await userEvent.click(screen.getByLabelText('ఒరిజినల్ ఛార్జర్'));
    expect(latinWords(container.textContent ?? '')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'కన్ఫర్మ్ చేయండి' }));

    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({
      callingerr: 'yes',
      toucherr: 'yes',
      screenspoterror: '',
      functionalerror: ['Battery'],
      accessories: ['Chr'],
      warranty: '',
      screencondition: 'yes',
      bodycondition: 'yes',
    });
  });
});

describe('the quote in Telugu', () => {
  it('shows the breakdown, the summary and the selling points in Telugu, amounts in rupees', () => {
    const { container } = inLanguage(
      'te',
      <>
        <PriceSummary
          finalValue={QUOTE.finalValue}
          quoteValidUntil={QUOTE.quote_valid_until}
          onContinue={() => {}}
        />
        <PriceBreakdown quote={QUOTE} />
        <SellingPoints />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'ఈ ధర ఎలా వచ్చింది' })).toBeTruthy();
    expect(screen.getByText('స్క్రీన్ మీద పసుపు మచ్చలు')).toBeTruthy();
    expect(screen.getByText('ఒరిజినల్ ఛార్జర్ లేదు')).toBeTruthy();
    expect(screen.getByText('ఫోన్ వయసు 3-6 నెలలు (వారంటీలో)')).toBeTruthy();
    expect(screen.getByText('-₹3,000')).toBeTruthy();
    expect(screen.getByText('ధర వివరాలు')).toBeTruthy();
    expect(screen.getAllByText('₹25,500').length).toBeGreaterThan(0);
    expect(screen.getByText(/ఈ ధర 7 రోజుల పాటు ఉంటుంది/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'కొనసాగించండి' })).toBeTruthy();
    expect(latinWords(container.textContent ?? '')).toEqual([]);
  });

  it('shows the device report in Telugu', () => {
    const record: AnswerRecord = {
      callingerr: 'yes',
      toucherr: 'yes',
      screenspoterror: 'Sp3',
      screenlineerror: '',
      screenphysicalcondition: '',
      bodyscratches: '',
      bodydent: '',
      panelerror: '',
      benderror: '',
      functionalerror: ['Battery'],
      accessories: ['Chr'],
      screencondition: 'no',
      bodycondition: 'yes',
      warranty: '',
      ...device,
    };
    inLanguage(
      'te',
      <DeviceReportDialog open onOpenChange={() => {}} answers={record} deviceName="iPhone 13 (128GB)" />,
    );
    const dialog = screen.getByRole('dialog', { name: 'డివైస్ రిపోర్ట్' });
    expect(within(dialog).getByText('స్క్రీన్ మీద మచ్చలు')).toBeTruthy();
    expect(within(dialog).getByText('పసుపు మచ్చలు')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'సరే' })).toBeTruthy();
    expect(latinWords(dialog.textContent ?? '')).toEqual([]);
  });

  it('still reads in English on an English page', () => {
    inLanguage('en', <PriceBreakdown quote={QUOTE} />);
    expect(screen.getByRole('heading', { name: 'How we got this price' })).toBeTruthy();
    expect(screen.getByText('Yellow Spots on screen')).toBeTruthy();
    expect(screen.getByText('Phone age 3-6 Months (under warranty)')).toBeTruthy();
    expect(screen.getByText('-₹3,000')).toBeTruthy();
  });
});
