import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    'Look at second-hand prices and a pattern shows: a three-year-old iPhone often sells for a larger share of its launch price than an Android phone of the same age. This is not brand magic. It comes down to how long a phone stays useful and safe, and how easy it is to buy and sell.',
  sections: [
    {
      id: 'software-support',
      heading: 'Years of software updates',
      blocks: [
        {
          kind: 'p',
          text: 'Apple has typically supported each iPhone with new iOS versions for about 5-6 years, and with security fixes for a while after that. Many Android phones, by contrast, have received major Android updates for only 2-3 years. A phone that still gets updates keeps running current apps, including banking and UPI apps that require recent software, so a buyer will pay more for it.',
        },
        {
          kind: 'p',
          text: 'To be fair to Android: some recent flagships from Google and Samsung now promise much longer support, and their resale values are likely to improve as a result. For most of the Android phones in use today, though, the shorter support window still shows in the price.',
        },
      ],
    },
    {
      id: 'demand',
      heading: 'Steady demand',
      blocks: [
        {
          kind: 'p',
          text: 'Many people want an iPhone but not the price of a new one, so a used iPhone finds a buyer quickly. Buyers who know a model will be supported for years are willing to pay for it, which keeps prices up across the market.',
        },
      ],
    },
    {
      id: 'fewer-models',
      heading: 'Fewer models, easier to price',
      blocks: [
        {
          kind: 'p',
          text: 'Apple sells a handful of models each year, while Android makers release dozens. With fewer models, each one has a well-known second-hand price and a ready supply of parts, which makes a used iPhone easier to check, repair and resell.',
        },
      ],
    },
    {
      id: 'what-it-means',
      heading: 'What it means for you',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Selling an iPhone: it is probably worth more than you think, even if it is a few years old. Check the exact value before you trade it in at a store.',
            'Selling an Android phone: its value falls faster, so selling sooner matters more.',
            'Buying your next phone: how many years of updates the maker promises is a good guide to how much the phone will be worth when you sell it.',
          ],
        },
      ],
    },
  ],
  related: ['iphone-vs-android-resale-value', 'best-time-to-sell-old-phone', 'what-decides-used-phone-price'],
};
