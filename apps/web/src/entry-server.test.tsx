// @vitest-environment node
import type { PageReader, PageReadResult } from '@phonix/shared/page-render';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server.tsx';

/**
 * The server entry itself (React's streaming renderer, the router under the language's prefix), over a
 * reader answering the two reads of the home page with data of the API's shapes: the language of each
 * render is its own, even when renders in different languages run at the same time (DR 090).
 */
const read: PageReader = async (name) => {
  // A turn of the event loop, so renders that start together really interleave.
  await new Promise((resolve) => setTimeout(resolve, 1));
  const answers: Record<string, unknown> = {
    getCities: {
      success: true,
      data: [{ city_id: 1, city_name: 'Hyderabad', state: 'Telangana', city_slug: 'hyderabad' }],
    },
    brands: {
      success: true,
      brands: [{ id: 1, slug: 'apple', CategoryGroupName: 'Apple', image: 'apple.webp' }],
    },
  };
  return { ok: true, data: answers[name] } as PageReadResult<typeof name>;
};

const headingOf = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];

describe('the server entry in each language', () => {
  it('renders pages in different languages at the same time, each in its own', async () => {
    const urls = ['/hi/', '/te/', '/', '/te/hyderabad', '/hi', '/'];
    const pages = await Promise.all(urls.map((url) => renderPage({ url, read })));
    const headings = pages.map((page) => headingOf(page.html));
    expect(headings).toEqual([
      'अपना पुराना या इस्तेमाल किया हुआ मोबाइल फ़ोन तुरंत कैश में बेचें',
      'మీ పాత లేదా వాడిన మొబైల్ ఫోన్‌ను వెంటనే క్యాష్‌కు అమ్మండి',
      'Sell your old or used mobile phone for instant cash',
      'మీ పాత లేదా వాడిన మొబైల్ ఫోన్‌ను వెంటనే క్యాష్‌కు అమ్మండి',
      'अपना पुराना या इस्तेमाल किया हुआ मोबाइल फ़ोन तुरंत कैश में बेचें',
      'Sell your old or used mobile phone for instant cash',
    ]);
    // Links stay in the page's language; English pages have no prefix.
    expect(pages[0]?.html).toContain('href="/hi/about"');
    expect(pages[1]?.html).toContain('href="/te/about"');
    expect(pages[2]?.html).toContain('href="/about"');
    // Only the language switcher leaves the page's language.
    expect(pages[2]?.html.match(/href="\/(hi|te)[^"]*"/g)).toEqual(['href="/hi/"', 'href="/te/"']);
    // The switcher links to the same page in the other languages.
    expect(pages[3]?.html).toContain('href="/hyderabad"');
    expect(pages[3]?.html).toContain('href="/hi/hyderabad"');
    expect(JSON.parse(pages[1]?.data ?? '{}')).toMatchObject({ locale: 'te', offer: null });
  });

  it('offers the language the server was told to, in that language, and hands it to the browser', async () => {
    const page = await renderPage({ url: '/', read, offer: 'te' });
    expect(page.html).toContain('ఈ పేజీని తెలుగులో చదవండి');
    expect(page.html).toContain('href="/te/"');
    expect(JSON.parse(page.data)).toMatchObject({
      locale: 'en',
      offer: { locale: 'te', link: 'ఈ పేజీని తెలుగులో చదవండి' },
    });
    expect((await renderPage({ url: '/', read })).html).not.toContain('ఈ పేజీని');
  });

  it('renders the content pages in their language: /hi/about in Hindi, /te/faq with the Telugu questions', async () => {
    const about = await renderPage({ url: '/hi/about', read });
    expect(headingOf(about.html)).toBe('हमारे बारे में');
    expect(about.html).toContain('हम कौन हैं');
    expect(about.html).toContain('हर विक्रेता से हमारा वादा');
    expect(about.html).not.toContain('Who we are');
    expect(about.html).not.toContain('What we promise every seller');

    const faq = await renderPage({ url: '/te/faq', read });
    expect(headingOf(faq.html)).toBe('తరచుగా అడిగే ప్రశ్నలు');
    expect(faq.html).toContain('నా ఫోన్ ధరను Phonix ఎలా నిర్ణయిస్తుంది?');
    expect(faq.html).not.toContain('How does Phonix decide the price of my phone?');

    // English stays as it was.
    const english = await renderPage({ url: '/about', read });
    expect(headingOf(english.html)).toBe('About Us');
    expect(english.html).toContain('Who we are');
  });
});
