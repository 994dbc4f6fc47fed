import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    "Two phones of the same model can fetch very different prices. A used phone's value comes from a handful of things: which phone it is, how old it is, what condition it is in and what comes with it. Knowing them helps you understand your quote and spot the small things that can raise it.",
  sections: [
    {
      id: 'model-and-variant',
      heading: 'Brand, model and variant',
      blocks: [
        {
          kind: 'p',
          text: 'The starting point is what the same phone sells for second-hand today. Popular models with steady demand keep more of their value, and higher storage variants are worth more than the base variant of the same model. That is why you pick the exact variant before you see a price.',
        },
      ],
    },
    {
      id: 'age',
      heading: 'Age, and when you sell',
      blocks: [
        {
          kind: 'p',
          text: 'Phones lose value with every month, and most sharply when a newer model launches and shoppers move on. New iPhones usually launch in September, and many Android brands refresh their lines once or twice a year. If you have already decided to upgrade, selling a few weeks before a launch usually gets more than selling after it.',
        },
        {
          kind: 'tip',
          text: 'Waiting rarely pays. A phone sitting in a drawer keeps losing value, and its battery ages even when unused.',
        },
      ],
    },
    {
      id: 'condition',
      heading: 'Screen, body and working parts',
      blocks: [
        {
          kind: 'p',
          text: 'Condition moves the price most. The questionnaire looks at each part separately, so small defects cost a little and big ones cost more:',
        },
        {
          kind: 'ul',
          items: [
            'Screen: a broken or cracked front glass, lines on the display or spots (white, black, coloured or yellow) reduce the price the most, because a screen is the costliest repair.',
            'Body: one or two light scratches matter little; major scratches, dents, a cracked or missing back panel, or a bent frame matter more.',
            'Functions: a faulty camera, speaker, microphone, charging port, button, fingerprint or face sensor, Wi-Fi or battery each lowers the price.',
            'Calls: a phone that cannot make and receive calls is valued mainly for its parts.',
          ],
        },
      ],
    },
    {
      id: 'accessories-and-warranty',
      heading: 'Accessories and warranty',
      blocks: [
        {
          kind: 'p',
          text: 'The original box with the same IMEI or serial number as the phone shows the phone is genuine and not stolen, and the next buyer values it. The original charger and earphones add a little more. A phone still under warranty with a valid bill is worth more too, and the more months left (0-3, 3-6, 6-11 or above 11 months), the better.',
        },
      ],
    },
    {
      id: 'get-the-best-price',
      heading: 'How to get the best price',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Clean the phone and screen; take off the case and screen guard to check for hidden marks.',
            'Find the box and bill before you start, and select them only if you will hand them over.',
            'Answer the questions honestly: your price then holds at pickup instead of being revised.',
            'Sell sooner rather than later.',
          ],
        },
        {
          kind: 'p',
          text: "The price you are quoted is checked at pickup. If the phone's condition matches your answers, that is what you are paid; if not, you see a revised offer that you may accept or decline.",
        },
      ],
    },
  ],
  related: [
    'phone-condition-and-your-quote',
    'original-box-and-bill-resale-value',
    'best-time-to-sell-old-phone',
  ],
};
