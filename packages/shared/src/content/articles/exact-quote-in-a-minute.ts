import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    'On Phonix your phone’s exact price is one minute away. No call-backs, no "our team will get back to you": you answer a few questions and the price appears on the screen. Here is what to keep handy, what each question means and why an honest answer is the quickest way to a price that holds at pickup.',
  sections: [
    {
      id: 'keep-handy',
      heading: 'What to keep handy',
      blocks: [
        {
          kind: 'ul',
          items: [
            'The exact model and storage: on an iPhone, Settings > General > About; on Android, Settings > About phone.',
            'The phone itself, without its case and screen guard, so you can see every mark.',
            'The box, the charger and the earphones it came with, if you still have them.',
            'The purchase bill, if the phone is still under warranty: you will be asked how many months are left.',
          ],
        },
      ],
    },
    {
      id: 'find-your-variant',
      heading: 'Pick your model and variant',
      blocks: [
        {
          kind: 'p',
          text: 'Type the model into the search box (for example "iPhone 13" or "Galaxy S23"), or choose your brand under Sell Mobile and then your model. Then choose the variant: the RAM and storage matter as much as the model. The page shows a "Get Upto" price, the most that variant fetches in excellent condition, and Get Exact Price takes you to the questions.',
        },
      ],
    },
    {
      id: 'four-questions',
      heading: 'Four yes-or-no questions first',
      blocks: [
        {
          kind: 'ol',
          items: [
            'Can the phone make and receive calls?',
            'Is the screen in good condition?',
            'Is the body in good condition?',
            'Is it still under warranty, with a valid bill?',
          ],
        },
        {
          kind: 'p',
          text: 'If the screen or the body is not in good condition, one more step asks what exactly is wrong: whether touch works, spots or lines on the display, cracks or scratches on the glass; or scratches, dents, a cracked panel or a bend in the body. If both are fine, those steps are skipped.',
        },
      ],
    },
    {
      id: 'parts-and-accessories',
      heading: 'Faulty parts and accessories',
      blocks: [
        {
          kind: 'p',
          text: 'Next, tick any part that does not work: cameras, buttons, fingerprint or face sensor, Wi-Fi, battery, speaker, earpiece or charging. If everything works, tick nothing. Then tick the accessories you will hand over: the original box with the same IMEI or serial number, the original charger and the original earphones. A phone under warranty gets one last question: how many months are left.',
        },
      ],
    },
    {
      id: 'see-your-price',
      heading: 'See your exact price',
      blocks: [
        {
          kind: 'p',
          text: 'Log in with your mobile number and your exact price appears with a price summary: the base price, pickup charges (free) and the total you will be paid. See Device Report lists your answers; Recalculate lets you change them. When you are happy, Continue takes you to booking the free pickup.',
        },
        {
          kind: 'tip',
          text: 'Answer as the buyer would see the phone, not as you remember it. Our executive checks the same points at your door, so an honest answer now means the price you see is the price you are paid.',
        },
      ],
    },
  ],
  related: [
    'phone-condition-and-your-quote',
    'how-to-sell-old-phone-online',
    'what-decides-used-phone-price',
  ],
};
