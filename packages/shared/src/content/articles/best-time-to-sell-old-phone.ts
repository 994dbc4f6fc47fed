import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    'A used phone is not like gold: it never gains value by waiting. Its price slides a little every month and drops in steps when newer models arrive. If you know the calendar of launches and updates, you can pick a moment when your phone is still worth the most. Here is how to time your sale.',
  sections: [
    {
      id: 'value-falls',
      heading: 'Your phone loses value every month',
      blocks: [
        {
          kind: 'p',
          text: 'Second-hand prices follow what buyers will pay for a phone of that age. Each month the model is a month older, its battery a little more worn and its successor a little cheaper. A phone in a drawer is no exception: batteries age even when unused, and a phone you stopped using six months ago is worth noticeably less today than on the day you replaced it.',
        },
      ],
    },
    {
      id: 'launch-calendar',
      heading: 'Watch the launch calendar',
      blocks: [
        {
          kind: 'p',
          text: 'The sharpest drops come when a new generation launches and buyers move on to the newer model or to the older one’s reduced new price. The big launches follow a rough yearly rhythm:',
        },
        {
          kind: 'ul',
          items: [
            'iPhones: new models are announced every September.',
            'Samsung Galaxy S: early in the year, usually January or February; the foldable Galaxy Z phones in the middle of the year.',
            'OnePlus, Xiaomi, Vivo, Oppo, Realme and others refresh their popular lines once or twice a year, and often launch in India within weeks of China.',
          ],
        },
        {
          kind: 'p',
          text: 'If you have decided to upgrade, selling a few weeks before your phone’s successor is announced usually gets more than selling after it.',
        },
      ],
    },
    {
      id: 'festive-season',
      heading: 'Festive sales and exchange offers',
      blocks: [
        {
          kind: 'p',
          text: 'Around Diwali, online and store sales bring the year’s biggest discounts on new phones, and millions of people upgrade at once. More used phones come onto the market and new-phone discounts make older models look less attractive, so second-hand prices can soften. Check your exact price before the sale season and lock it in by booking a pickup.',
        },
      ],
    },
    {
      id: 'software-updates',
      heading: 'Before the updates stop',
      blocks: [
        {
          kind: 'p',
          text: 'Buyers pay more for a phone that still gets software updates, because banking and UPI apps need recent software and security fixes keep the phone safe. Apple has typically supported iPhones with new iOS versions for about 5-6 years, while many Android phones have received major updates for 2-3 years. When your phone gets its last major update, buyers start to see it as old, so sell before that if you can.',
        },
      ],
    },
    {
      id: 'condition',
      heading: 'Sell before an accident does it for you',
      blocks: [
        {
          kind: 'p',
          text: 'A phone kept "just in case" tends to get dropped, lent to a child or left in a hot car. One cracked screen can cost more than a year of ageing. If you no longer use the phone, today it is in the best condition it will ever be.',
        },
        {
          kind: 'tip',
          text: 'A phone still under warranty is worth more, and the more months left, the better: 0-3, 3-6, 6-11 or above 11 months. Selling before the warranty runs out keeps that extra value.',
        },
      ],
    },
    {
      id: 'the-right-moment',
      heading: 'The right moment is usually now',
      blocks: [
        {
          kind: 'ul',
          items: [
            'The day your new phone is set up and your data has moved over.',
            'A few weeks before your model’s successor is announced.',
            'Before the festive sales, not after.',
            'While the phone still gets updates and still has warranty left.',
          ],
        },
        {
          kind: 'p',
          text: 'Checking costs nothing: your exact price on Phonix takes a minute, and the pickup is free whenever you are ready.',
        },
      ],
    },
  ],
  related: ['what-decides-used-phone-price', 'iphone-vs-android-resale-value', 'exact-quote-in-a-minute'],
};
