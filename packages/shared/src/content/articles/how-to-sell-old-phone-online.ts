import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    'Most of us have an old phone in a drawer that is losing value every month. Selling it online takes less time than a trip to the market, and you know the price before anyone comes to your door. Here is exactly what happens at each step when you sell with Phonix, and what you need ready.',
  sections: [
    {
      id: 'find-your-phone',
      heading: '1. Find your phone and its variant',
      blocks: [
        {
          kind: 'p',
          text: 'Open Sell Mobile, choose your brand and then your model, or type the model name into the search box. Then pick the variant: the storage (and, for some phones, the RAM) decides the price as much as the model does. If you are not sure, look in Settings > General > About on an iPhone, or Settings > About phone on Android.',
        },
        {
          kind: 'p',
          text: 'The model page shows a "Get Upto" price: the most that variant fetches in excellent condition. Your exact price comes in the next step.',
        },
      ],
    },
    {
      id: 'answer-honestly',
      heading: '2. Answer a few questions about its condition',
      blocks: [
        {
          kind: 'p',
          text: 'The questionnaire asks whether the phone makes and receives calls, whether the screen and body are in good condition, whether it is under warranty, which parts (if any) do not work, and which original accessories you still have. It takes about a minute.',
        },
        {
          kind: 'tip',
          text: 'Answer as you would describe the phone to a friend who is buying it. Our executive checks the same points at pickup, so an honest answer now is a price that holds later.',
        },
      ],
    },
    {
      id: 'book-pickup',
      heading: '3. Log in and book a free pickup',
      blocks: [
        {
          kind: 'p',
          text: 'To lock in the quote, log in with your 10-digit mobile number (new sellers confirm it with a 4-digit OTP). Then choose or add your pickup address, one of the next four days and a two-hour slot between 08:00 AM and 08:00 PM. Pickup charges are shown as Free in your price summary.',
        },
      ],
    },
    {
      id: 'prepare',
      heading: '4. Prepare the phone',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Back up your photos, contacts and chats.',
            'Sign out of your Apple ID (Find My) or remove your Google account.',
            'Factory-reset the phone.',
            'Take out your SIM card and memory card.',
          ],
        },
        {
          kind: 'p',
          text: 'Our guide "Before You Sell: Back Up, Factory Reset and Remove Your SIM" walks through each of these for iPhone and Android.',
        },
      ],
    },
    {
      id: 'get-paid',
      heading: '5. Get paid after a quick check',
      blocks: [
        {
          kind: 'p',
          text: 'At your door, the executive checks the phone against your answers. If it matches, you are paid the quoted price by bank transfer, to a wallet or by cheque, before the phone leaves your hands. If the check finds something you did not mention, you see a revised offer and may accept or decline it. You can track the order, and download the invoice once it is completed, from Sales Orders.',
        },
      ],
    },
    {
      id: 'online-or-shop',
      heading: 'Online or at a local shop?',
      blocks: [
        {
          kind: 'p',
          text: 'A local shop can be quicker if you pass one anyway and need cash in hand that minute. But shop prices are set face to face, often after a long bargaining session, and it is hard to compare offers without visiting several shops. Selling online shows you the price first, lets you compare calmly at home, and brings the buyer to you at a time you choose.',
        },
        {
          kind: 'ul',
          items: [
            'Price: online quotes follow fixed rules for your model and condition; shop prices depend on the conversation.',
            'Time: an online quote takes a minute and the pickup comes to you; a shop visit takes the travel time and the wait.',
            'Safety: with a booked pickup you know who is coming and when, and you are paid before handing the phone over.',
          ],
        },
      ],
    },
  ],
  related: ['exact-quote-in-a-minute', 'prepare-phone-before-selling', 'sell-phone-online-vs-local-shop'],
};
