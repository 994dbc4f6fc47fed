import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    'Two phones bought for the same price on the same day can be worth very different amounts three years later. How much of its price a phone keeps depends on how long it stays useful, how many people want one second-hand and how easy it is to repair. Here is how iPhones and Android phones compare, and what it means for the phone you buy next.',
  sections: [
    {
      id: 'how-fast',
      heading: 'How fast each one loses value',
      blocks: [
        {
          kind: 'p',
          text: 'Every phone loses the most value in its first year. After that, iPhones usually lose value more slowly than Android phones of the same price, so a three-year-old iPhone often sells for a larger share of its launch price. Among Android phones, flagships from well-known brands hold up better than budget models, which are cheap to replace new and fall fastest.',
        },
      ],
    },
    {
      id: 'software-support',
      heading: 'Updates decide the second life',
      blocks: [
        {
          kind: 'p',
          text: 'A used phone is only as good as the software it can run. Apple has typically supported each iPhone with new iOS versions for 5-6 years, while many Android phones have received major updates for only 2-3 years. When updates stop, banking and UPI apps eventually stop supporting the phone and security fixes end, so its second-hand price drops.',
        },
        {
          kind: 'p',
          text: 'This is changing at the top end: Google promises seven years of updates for the Pixel 8 and later, and Samsung seven years for the Galaxy S24 and later. Those phones should hold their value better than their predecessors did. For most Android phones in Indian pockets today, though, the shorter support window still shows in the price.',
        },
      ],
    },
    {
      id: 'demand',
      heading: 'Demand in India',
      blocks: [
        {
          kind: 'p',
          text: 'Many people in India want an iPhone but not the price of a new one, so used iPhones sell quickly at good prices. Popular Samsung, OnePlus and Google models also find buyers easily. Android phones from lines that change every few months are harder to price second-hand, because a newer model with similar features is always on sale.',
        },
      ],
    },
    {
      id: 'repairs',
      heading: 'Fewer models, easier repairs',
      blocks: [
        {
          kind: 'p',
          text: 'Apple sells a handful of models each year and parts for them are easy to find, so a used iPhone is easy to check, repair and resell. Android makers release dozens of models, and parts for a less common one can be harder to get, which buyers take into account.',
        },
      ],
    },
    {
      id: 'buying-next',
      heading: 'If resale value matters for your next phone',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Look at how many years of updates the maker promises: it is the best guide to what the phone will be worth later.',
            'Choose a popular model and a common colour and storage size.',
            'Use a case and a screen guard from day one, and keep the box and the bill.',
            'Sell before the successor of your successor arrives: two years is a good moment for most phones.',
          ],
        },
      ],
    },
    {
      id: 'either-way',
      heading: 'Either way, we buy it',
      blocks: [
        {
          kind: 'p',
          text: 'Phonix buys iPhones and Android phones from Samsung, OnePlus, Xiaomi, Vivo, Oppo, Realme, Google, Motorola and more. Whatever you have, your exact price is a minute away, the pickup is free and you are paid before the phone leaves your hands.',
        },
      ],
    },
  ],
  related: ['why-iphones-hold-resale-value', 'best-time-to-sell-old-phone', 'what-decides-used-phone-price'],
};
