import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    'That cardboard box on top of your cupboard is worth more than you think. The original box, the bill and the accessories tell the next buyer that the phone is genuine, not stolen and, sometimes, still under warranty, and buyers pay for that peace of mind. Here is what each one adds and how to check you have the right ones.',
  sections: [
    {
      id: 'box',
      heading: 'The box with the same IMEI',
      blocks: [
        {
          kind: 'p',
          text: 'Every phone has an IMEI number (an iPhone also has a serial number), printed on the label of its original box. A box whose IMEI matches the phone proves the phone is the one that was sold in that box: genuine, and easy to trace back to its purchase. That is why the Phonix questionnaire asks for the original box "with the same IMEI/serial number".',
        },
        {
          kind: 'ol',
          items: [
            'Dial *#06# on the phone: the IMEI appears on the screen (two of them on a dual-SIM phone).',
            'Compare it with the IMEI on the box label.',
            'On an iPhone you can also compare the serial number in Settings > General > About with the one on the box.',
          ],
        },
      ],
    },
    {
      id: 'bill-and-warranty',
      heading: 'The bill and the warranty',
      blocks: [
        {
          kind: 'p',
          text: 'The purchase bill shows where and when the phone was bought. If the phone is still under the maker’s warranty, the bill is what makes that warranty usable for the next owner, so a phone under warranty with a valid bill is worth more. The questionnaire asks how much is left: 0-3, 3-6, 6-11 or above 11 months; the more months left, the higher the price.',
        },
        {
          kind: 'tip',
          text: 'Lost the paper bill? Online stores keep your invoice in your order history, and many shops can print a copy from their records. A downloaded copy works just as well.',
        },
      ],
    },
    {
      id: 'charger-and-earphones',
      heading: 'Charger and earphones',
      blocks: [
        {
          kind: 'p',
          text: 'The original charger and earphones add a little to the price. Check what your phone actually came with: iPhones since the iPhone 12, and many recent Samsung and other phones, ship with only a cable in the box. Tick an accessory only if it is the one that came with the phone and you will hand it over.',
        },
      ],
    },
    {
      id: 'tick-only-what-you-hand-over',
      heading: 'Tick only what you will hand over',
      blocks: [
        {
          kind: 'p',
          text: 'Our executive checks the accessories at pickup along with the phone. If something you ticked is missing, or the box belongs to another phone, the price is revised on the spot. Keep everything together in the box the night before, so nothing is left behind in a drawer.',
        },
      ],
    },
    {
      id: 'no-box',
      heading: 'No box? Sell it anyway',
      blocks: [
        {
          kind: 'p',
          text: 'Most of a phone’s value is the phone itself. Missing accessories lower the price a little; they never stop you selling. Leave them unticked, see your exact price and book your free pickup.',
        },
      ],
    },
  ],
  related: ['what-decides-used-phone-price', 'phone-condition-and-your-quote', 'exact-quote-in-a-minute'],
};
