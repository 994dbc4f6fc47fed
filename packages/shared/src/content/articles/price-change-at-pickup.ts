import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    'Your Phonix quote is worked out from your answers, and at pickup our executive checks the phone against them. Most of the time they match and you are paid exactly what you were quoted. When they do not, you see a revised offer, and the choice is yours. Here is why it happens, how the new price is worked out and how to make sure it does not happen to you.',
  sections: [
    {
      id: 'why-it-happens',
      heading: 'Why an offer is revised',
      blocks: [
        {
          kind: 'ul',
          items: [
            'A defect that was not mentioned: a hairline crack, a dead pixel, a weak speaker or a dent hidden under the case.',
            'A different variant: the phone has less storage or RAM than the variant chosen.',
            'Missing accessories: the box, charger or earphones were ticked but are not there, or the box has another phone’s IMEI.',
            'A warranty that has run out, or a bill that is not available.',
          ],
        },
      ],
    },
    {
      id: 'how-it-is-worked-out',
      heading: 'How the revised offer is worked out',
      blocks: [
        {
          kind: 'p',
          text: 'The revised offer uses exactly the same rules as your quote. The executive records what the check found, and the price is worked out again from the phone’s real condition. Nothing is added on top, and the executive shows you what was different from your answers.',
        },
      ],
    },
    {
      id: 'your-choice',
      heading: 'Your choice: accept or decline',
      blocks: [
        {
          kind: 'p',
          text: 'You are free to accept the revised offer and be paid at once, or to decline it and keep your phone. Declining costs nothing: pickup is free either way, and you are welcome to book again later.',
        },
      ],
    },
    {
      id: 'avoid-it',
      heading: 'How to avoid a revised offer',
      blocks: [
        {
          kind: 'ol',
          items: [
            'Check the phone out of its case, under a bright light, before you answer.',
            'Confirm the storage in Settings before choosing the variant.',
            'Tick only the accessories you will hand over, and match the box’s IMEI with *#06#.',
            'When in doubt about a defect, mention it.',
          ],
        },
        {
          kind: 'tip',
          text: 'Changed your mind before the pickup? You can cancel the order from Sales Orders while it is still an enquiry, or by contacting our support team, at no cost.',
        },
      ],
    },
    {
      id: 'questions',
      heading: 'Questions about your offer',
      blocks: [
        {
          kind: 'p',
          text: 'If something is unclear, call or e-mail our support team with your order number (it is on your order in Sales Orders). We would rather explain an offer than have you accept one you are unsure about.',
        },
      ],
    },
  ],
  related: [
    'doorstep-pickup-and-payment-explained',
    'phone-condition-and-your-quote',
    'original-box-and-bill-resale-value',
  ],
};
