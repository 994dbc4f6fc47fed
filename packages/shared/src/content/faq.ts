/**
 * The eight questions of the FAQ (SPEC 1 and 2): shown on the home page and at /faq, and read by the server
 * for the pages' FAQPage structured data. Plain text only, so both sides can print it as it is.
 */
export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_ITEMS: FaqItem[] = [
  {
    question: 'How does Phonix decide the price of my phone?',
    answer:
      'The price depends on the brand, model and variant (storage) of your phone, its age, its condition and its physical appearance. Pick your model, answer a few questions about the screen, body, working parts, accessories and warranty, and you see the exact value at once. There is nothing to pay and no obligation to sell.',
  },
  {
    question: 'Is the price I see online final?',
    answer:
      'The quote is based on your answers. When our pickup executive checks the phone, the price stays the same if the condition matches what you told us. If it does not, for example a crack or a faulty camera that was not mentioned, the executive shows you a revised offer. You are free to accept it or decline it, and if you decline, the phone stays with you at no cost.',
  },
  {
    question: 'How and when do I get paid?',
    answer:
      'You are paid right after the pickup executive has verified your phone, before it leaves your hands. You can be paid by bank transfer to your bank account, to a wallet, or by cheque.',
  },
  {
    question: 'Is the doorstep pickup really free?',
    answer:
      'Yes. Pickup charges are shown as Free in your price summary and nothing is deducted for them. When you book, choose one of the next four days and a two-hour slot between 08:00 AM and 08:00 PM, and our executive comes to the address you pick.',
  },
  {
    question: 'What should I do before handing over my phone?',
    answer:
      'Back up your photos, contacts and chats; sign out of your Apple ID (turn off Find My) or remove your Google account; then factory-reset the phone. Finally take out your SIM card and any memory card. Our blog has a step-by-step guide for iPhone and Android.',
  },
  {
    question: 'Which phones can I sell on Phonix?',
    answer:
      'You can sell mobile phones: iPhones and the other brands listed on the Sell Mobile page, across their models and storage variants. If you cannot find your model with the search box, write to us from the Contact page and we will tell you whether we can buy it.',
  },
  {
    question: 'Can I cancel a pickup after booking it?',
    answer:
      'Yes, at no charge, any time before the pickup. Open the order from Sales Orders and press Order Cancel (available until the order has been accepted), or call or e-mail our support team.',
  },
  {
    question: 'Do I get more if my phone is under warranty or has its box?',
    answer:
      'Usually, yes. The questionnaire asks whether the phone is under warranty (a valid bill is needed) and for how many more months, and whether you have the original box with the same IMEI or serial number, the original charger and the original earphones. Each of these can add to the price.',
  },
];
