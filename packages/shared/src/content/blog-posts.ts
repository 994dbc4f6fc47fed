import type { BlogArticleSlug } from './blog-slugs.ts';

export { BLOG_ARTICLE_SLUGS, type BlogArticleSlug, isBlogArticleSlug } from './blog-slugs.ts';

/**
 * The 16 cards of /blogs (SPEC 2 and 9), one per article: the card's title, description, cover and date are
 * its article's (the page at /<slug>, its metadata and its structured data). The articles' text is in
 * articles/<slug>.ts, loaded only by the article page.
 */
export interface BlogPost {
  id: number;
  /** The article the card opens, at /<slug>: one of BLOG_ARTICLE_SLUGS, each used by exactly one card. */
  slug: BlogArticleSlug;
  title: string;
  /** For search engines and link previews (at most about 160 characters). */
  description: string;
  /** The cover, served by the web app (1200 x 630 SVG). */
  image: string;
  /** ISO date, e.g. '2025-03-14'. */
  dateTime: string;
  /** The card's summary text. */
  details: string;
}

const cover = (name: string) => `/blog/${name}.svg`;

export const BLOG_POSTS: BlogPost[] = [
  {
    id: 1,
    slug: 'how-to-sell-old-phone-online',
    title: 'How to Sell Your Old Phone Online in India: A Step-by-Step Guide',
    description:
      'Sell your used phone online in five steps: find your model, answer honest questions, book a free pickup, prepare the phone and get paid after a quick check.',
    image: cover('sell-old-phone-online'),
    dateTime: '2025-03-14',
    details:
      'From choosing your model to getting paid at your door: what each step involves and how long it takes.',
  },
  {
    id: 2,
    slug: 'prepare-phone-before-selling',
    title: 'Before You Sell: Back Up, Factory Reset and Remove Your SIM',
    description:
      'A checklist for iPhone and Android: back up your data, sign out of Find My or your Google account, factory-reset the phone and take out the SIM and memory card.',
    image: cover('prepare-phone-before-selling'),
    dateTime: '2025-03-15',
    details:
      'Protect your photos, chats and accounts. The checklist to run through the day before your pickup.',
  },
  {
    id: 3,
    slug: 'what-decides-used-phone-price',
    title: 'What Decides the Price of Your Used Phone?',
    description:
      'Brand, model, storage, age, condition and accessories: how each one moves the price of a second-hand phone in India, and how to get the best offer.',
    image: cover('what-decides-used-phone-price'),
    dateTime: '2025-03-15',
    details: 'The six things that set your quote, and the small steps that can raise it before you sell.',
  },
  {
    id: 4,
    slug: 'why-iphones-hold-resale-value',
    title: 'Why iPhones Keep Their Resale Value Longer',
    description:
      'iPhones get iOS updates for 5-6 years against 2-3 years for many Android phones. Here is why that, and steady demand, keeps used iPhone prices high.',
    image: cover('why-iphones-hold-resale-value'),
    dateTime: '2025-03-16',
    details:
      'Longer software support, steady demand and simpler model lines: why used iPhones sell for more.',
  },
  {
    id: 5,
    slug: 'doorstep-pickup-and-payment-explained',
    title: 'Doorstep Pickup and Payment: What Happens on the Day',
    description:
      'What to expect when our executive arrives: the device check, what happens if the condition differs, how you are paid and how to cancel if plans change.',
    image: cover('doorstep-pickup-and-payment-explained'),
    dateTime: '2025-03-16',
    details: 'The visit, the 10-minute device check, your payment and your options if the offer changes.',
  },
  {
    id: 6,
    slug: 'sell-phone-online-vs-local-shop',
    title: 'Selling Online or at a Local Shop: Which Is Better?',
    description:
      'Compare selling a used phone online with selling it at a local shop: price transparency, convenience, payment and safety.',
    image: cover('online-vs-local-shop'),
    dateTime: '2025-03-14',
    details: 'A fair comparison of price, time and safety, and when a local shop can still make sense.',
  },
  {
    id: 7,
    slug: 'exact-quote-in-a-minute',
    title: 'How to Get an Exact Quote in Under a Minute',
    description:
      'Find your model and variant, answer the condition questions honestly and see the exact value of your used phone at once.',
    image: cover('exact-quote-in-a-minute'),
    dateTime: '2025-03-14',
    details: 'Which details to keep handy and why honest answers give you a price that holds at pickup.',
  },
  {
    id: 8,
    slug: 'best-time-to-sell-old-phone',
    title: 'When Is the Best Time to Sell Your Old Phone?',
    description:
      'Used phone prices fall with age and around new launches. When to sell your old phone to get the most for it.',
    image: cover('best-time-to-sell'),
    dateTime: '2025-03-15',
    details: 'Prices drop with every month and every new launch. How to time your sale.',
  },
  {
    id: 9,
    slug: 'back-up-iphone-before-selling',
    title: 'How to Back Up Your iPhone Before Selling It',
    description:
      'Back up an iPhone with iCloud or a computer, check that the backup finished, and move your WhatsApp chats before you sell.',
    image: cover('backup-iphone'),
    dateTime: '2025-03-15',
    details: 'iCloud or computer backup, and how to check that it actually finished before you reset.',
  },
  {
    id: 10,
    slug: 'back-up-android-phone-before-selling',
    title: 'Backing Up an Android Phone: Photos, Contacts and WhatsApp',
    description:
      'Back up an Android phone with your Google account, Google Photos and WhatsApp chat backup before you sell it.',
    image: cover('backup-android'),
    dateTime: '2025-03-15',
    details: 'Google account backup, Google Photos and WhatsApp chats: what each one saves.',
  },
  {
    id: 11,
    slug: 'remove-find-my-and-google-frp',
    title: 'Find My and Google FRP: Unlink Your Phone Before You Sell',
    description:
      'Why a phone still linked to your Apple ID or Google account cannot be used by anyone else, and how to remove it properly.',
    image: cover('find-my-and-frp'),
    dateTime: '2025-03-15',
    details: 'Activation Lock and Factory Reset Protection explained, and how to switch them off.',
  },
  {
    id: 12,
    slug: 'remove-sim-and-memory-card',
    title: "Don't Forget Your SIM and Memory Card",
    description:
      'Remove your SIM card and memory card before selling your phone, and what to do about an eSIM.',
    image: cover('sim-and-memory-card'),
    dateTime: '2025-03-15',
    details: 'Your number and your photos can leave with the phone. Take them out first, eSIM included.',
  },
  {
    id: 13,
    slug: 'phone-condition-and-your-quote',
    title: 'Cracks, Dents and Dead Pixels: How Condition Changes Your Quote',
    description:
      'How screen damage, body dents and faulty parts affect the price of a used phone, and which defects matter most.',
    image: cover('condition-and-quote'),
    dateTime: '2025-03-15',
    details: 'Which defects cost the most, which cost little, and why you should still mention them all.',
  },
  {
    id: 14,
    slug: 'original-box-and-bill-resale-value',
    title: 'Do the Original Box and Bill Increase Resale Value?',
    description:
      'The original box with the same IMEI, the charger, earphones and a valid warranty bill can add to the price of a used phone.',
    image: cover('box-and-bill'),
    dateTime: '2025-03-15',
    details: 'Box with the same IMEI, charger, earphones and a valid bill: why buyers pay more for them.',
  },
  {
    id: 15,
    slug: 'iphone-vs-android-resale-value',
    title: 'iPhone or Android: Which Holds Its Value Better?',
    description:
      'Compare how iPhones and Android phones lose value over time, and what that means when you buy your next phone.',
    image: cover('iphone-vs-android'),
    dateTime: '2025-03-16',
    details: 'Years of updates decide how long a phone stays worth buying second-hand.',
  },
  {
    id: 16,
    slug: 'price-change-at-pickup',
    title: 'What If the Price Changes at Pickup?',
    description:
      'If the device check finds a defect you did not mention, you see a revised offer that you can accept or decline at no cost.',
    image: cover('price-change-at-pickup'),
    dateTime: '2025-03-16',
    details: 'Why a revised offer happens, how to avoid one, and your right to say no.',
  },
];

/** The article's card: its title, description, cover and date. */
export function articlePost(slug: BlogArticleSlug): BlogPost {
  const post = BLOG_POSTS.find((entry) => entry.slug === slug);
  if (!post) throw new Error(`No blog card for the article ${slug}`);
  return post;
}
