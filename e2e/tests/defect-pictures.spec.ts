import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';

/**
 * Issue 34, "Pictures that make answers clear": on the questionnaire's screen and body steps every defect
 * option shows its drawing, in Hindi here, with an alt text that says what it shows. The drawings are
 * files loaded lazily (none is fetched before a defect step), each arrives and decodes (naturalWidth), the
 * card keeps its size, the radio is still named by its option text, and a tap on a picture chooses it.
 * The texts are spelt here on purpose (as in support/questionnaire.ts): a changed text fails the test.
 */

const SHOTS = '/work/notes/shots/defect-pictures';
const OPTIONS_PAGE = '/hi/hyderabad/options/apple-iphone-13/128gb';

const HI = {
  screenStep: 'स्क्रीन की खराबी',
  bodyStep: 'बॉडी की खराबी',
  calls: 'क्या आप कॉल कर और रिसीव कर पा रहे हैं?',
  screen: 'क्या आपके मोबाइल की स्क्रीन अच्छी हालत में है?',
  body: 'क्या आपके फ़ोन की बॉडी अच्छी हालत में है?',
  warranty: 'क्या आपका फ़ोन वारंटी में है? (सही बिल ज़रूरी है)',
  touch: 'क्या टच स्क्रीन काम कर रही है?',
  spot: 'स्क्रीन पर धब्बे',
  line: 'डिस्प्ले पर लाइनें',
  physical: 'स्क्रीन की बाहरी हालत',
  scratches: 'बॉडी पर स्क्रैच',
  dents: 'बॉडी पर डेंट',
  panel: 'साइड या बैक पैनल',
  bend: 'मुड़ी हुई बॉडी या ढीली स्क्रीन',
  yes: 'हाँ',
  no: 'नहीं',
  noDefect: 'कोई खराबी नहीं',
  continue: 'आगे बढ़ें',
} as const;

interface Pictured {
  question: string;
  option: string;
  alt: string;
  file: string;
}

/** The screen step's defect options in Hindi, each with the alt text of its picture. */
const SCREEN_PICTURES: Pictured[] = [
  {
    question: HI.spot,
    option: 'सफ़ेद / काले धब्बे',
    alt: 'चालू फ़ोन स्क्रीन पर छोटे सफ़ेद और काले धब्बे',
    file: 'screen-spots-white-black.svg',
  },
  {
    question: HI.spot,
    option: 'रंगीन धब्बे',
    alt: 'चालू फ़ोन स्क्रीन पर गुलाबी, नीले, लाल और बैंगनी रंग के धब्बे',
    file: 'screen-spots-colour.svg',
  },
  {
    question: HI.spot,
    option: 'पीले धब्बे',
    alt: 'चालू फ़ोन स्क्रीन पर पीले धब्बे, नीचे का किनारा भी पीला पड़ा हुआ',
    file: 'screen-spots-yellow.svg',
  },
  {
    question: HI.line,
    option: 'डिस्प्ले पर एक लाइन',
    alt: 'चालू फ़ोन स्क्रीन पर ऊपर से नीचे तक एक पतली खड़ी लाइन',
    file: 'screen-line-single.svg',
  },
  {
    question: HI.line,
    option: 'डिस्प्ले पर कई लाइनें',
    alt: 'चालू फ़ोन स्क्रीन पर कई रंगीन खड़ी लाइनें और एक आड़ी लाइन',
    file: 'screen-lines-multi.svg',
  },
  {
    question: HI.physical,
    option: 'सामने का ग्लास टूटा या चटका हुआ',
    alt: 'फ़ोन का सामने का ग्लास एक जगह से चकनाचूर, पूरी स्क्रीन पर दरारें फैली हुई',
    file: 'glass-broken.svg',
  },
  {
    question: HI.physical,
    option: 'किनारे से टूटा या चटका',
    alt: 'फ़ोन के सामने के ग्लास का एक कोना थोड़ा सा टूटा, पास में छोटी दरारें; बाकी ग्लास ठीक है',
    file: 'glass-chipped.svg',
  },
  {
    question: HI.physical,
    option: 'बहुत सारे स्क्रैच',
    alt: 'फ़ोन की स्क्रीन पर बहुत सारे स्क्रैच',
    file: 'screen-scratches-heavy.svg',
  },
  {
    question: HI.physical,
    option: '1 या 2 स्क्रैच',
    alt: 'फ़ोन की स्क्रीन पर सिर्फ़ दो हल्के स्क्रैच',
    file: 'screen-scratches-few.svg',
  },
];

/** The body step's: every picture there is checked too, by its Hindi alt text. */
const BODY_PICTURES: Pictured[] = [
  {
    question: HI.scratches,
    option: '1-2 स्क्रैच',
    alt: 'फ़ोन के पिछले हिस्से पर दो स्क्रैच',
    file: 'body-scratches-few.svg',
  },
  {
    question: HI.scratches,
    option: 'बड़े स्क्रैच',
    alt: 'फ़ोन का पिछला हिस्सा स्क्रैच से भरा हुआ, कोने घिसे हुए',
    file: 'body-scratches-major.svg',
  },
  {
    question: HI.dents,
    option: '1-2 छोटे डेंट',
    alt: 'फ़ोन के मेटल फ़्रेम के किनारों पर दो छोटे डेंट',
    file: 'dents-minor.svg',
  },
  {
    question: HI.dents,
    option: '1-2 बड़े गहरे डेंट',
    alt: 'फ़ोन के मेटल फ़्रेम की साइड में गहरा डेंट और एक पिचका हुआ कोना',
    file: 'dents-major.svg',
  },
  {
    question: HI.panel,
    option: 'साइड या बैक पैनल टूटा / चटका हुआ',
    alt: 'फ़ोन का टूटा हुआ बैक पैनल, उस पर दरारें फैली हुई',
    file: 'panel-cracked.svg',
  },
  {
    question: HI.panel,
    option: 'साइड या बैक पैनल नहीं है',
    alt: 'बिना बैक पैनल का फ़ोन, अंदर की बैटरी और सर्किट बोर्ड दिख रहे हैं',
    file: 'panel-missing.svg',
  },
  {
    question: HI.bend,
    option: 'बॉडी मुड़ी हुई या बिगड़ी हुई',
    alt: 'दो सीधी लाइनों के बीच धनुष की तरह मुड़ी हुई फ़ोन बॉडी',
    file: 'body-bent.svg',
  },
  {
    question: HI.bend,
    option: 'स्क्रीन ढीली है या उसमें गैप है',
    alt: 'फ़्रेम से उठी हुई फ़ोन स्क्रीन, एक तरफ़ गैप दिख रहा है',
    file: 'screen-gap.svg',
  },
];

const group = (page: Page, question: string) => page.getByRole('radiogroup', { name: question, exact: true });
const radio = (page: Page, question: string, option: string) =>
  group(page, question).getByRole('radio', { name: option, exact: true });

async function choose(page: Page, question: string, option: string): Promise<void> {
  const target = radio(page, question, option);
  await expect(async () => {
    await target.click();
    await expect(target).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function expectStep(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
}

/** The picture is in its option's card, lazy and sized, and once in view it arrives and decodes. */
async function expectPicture(page: Page, pictured: Pictured): Promise<Locator> {
  const image = group(page, pictured.question).getByRole('img', { name: pictured.alt, exact: true });
  await expect(image).toHaveAttribute('src', `/defects/${pictured.file}`);
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('decoding', 'async');
  await expect(image).toHaveAttribute('width', '96');
  await expect(image).toHaveAttribute('height', '96');
  await expect(radio(page, pictured.question, pictured.option)).toHaveAccessibleDescription(pictured.alt);
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(96);
  // Drawn at 72-96 px on a phone and at a desk: large enough to read, small enough to sit beside the text.
  const box = await image.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(72);
  expect(box?.width).toBeLessThanOrEqual(96);
  return image;
}

test('the defect options show their pictures, in Hindi, lazily loaded', async ({ page }, testInfo) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/defects/')) fetched.push(pathname);
  });
  await page.goto(OPTIONS_PAGE);
  await expectStep(page, 'बुनियादी जानकारी');
  await choose(page, HI.calls, HI.yes);
  await choose(page, HI.screen, HI.no);
  await choose(page, HI.body, HI.no);
  await choose(page, HI.warranty, HI.no);
  // Step 1 has no picture, and none of the defect pictures was fetched for it.
  await expect(page.locator('main img[src^="/defects/"]')).toHaveCount(0);
  expect(fetched).toEqual([]);

  await page.getByRole('button', { name: HI.continue, exact: true }).click();
  await expectStep(page, HI.screenStep);
  // The yes/no question and the "No Defect" options have no picture; every defect option has its own.
  await expect(group(page, HI.touch).getByRole('img')).toHaveCount(0);
  for (const question of [HI.spot, HI.line, HI.physical]) {
    await expect(radio(page, question, HI.noDefect).locator('xpath=ancestor::label//img')).toHaveCount(0);
  }
  await expect(page.locator('main img[src^="/defects/"]')).toHaveCount(SCREEN_PICTURES.length);
  for (const pictured of SCREEN_PICTURES) await expectPicture(page, pictured);
  // The cards with pictures stay accessible: each radio named by its text, each picture with its alt.
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/screen-step-hi-${testInfo.project.name}.png`, fullPage: true });

  // A tap on a picture chooses its option: "Chipped" and "Glass broken" told apart by their drawings.
  await choose(page, HI.touch, HI.yes);
  const chipped = SCREEN_PICTURES.find((pictured) => pictured.file === 'glass-chipped.svg') as Pictured;
  await group(page, HI.physical).getByRole('img', { name: chipped.alt, exact: true }).click();
  await expect(radio(page, HI.physical, chipped.option)).toBeChecked();
  await choose(page, HI.spot, HI.noDefect);
  await choose(page, HI.line, HI.noDefect);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: `${SHOTS}/screen-step-hi-chosen-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await page.getByRole('button', { name: HI.continue, exact: true }).click();
  await expectStep(page, HI.bodyStep);
  await expect(page.locator('main img[src^="/defects/"]')).toHaveCount(BODY_PICTURES.length);
  for (const pictured of BODY_PICTURES) await expectPicture(page, pictured);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/body-step-hi-${testInfo.project.name}.png`, fullPage: true });

  // What was fetched is exactly the pictures shown.
  expect([...new Set(fetched)].sort()).toEqual(
    [...SCREEN_PICTURES, ...BODY_PICTURES].map((pictured) => `/defects/${pictured.file}`).sort(),
  );
});
