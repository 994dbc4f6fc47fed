import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    'Almost every market in India has a mobile shop that will buy your old phone, and the shopkeeper will often make an offer on the spot. So why sell online? We compared the two ways on what matters to most sellers: the price, the time it takes, how you are paid and how safe it is. Here is an honest comparison, including the cases where the shop round the corner still makes sense.',
  sections: [
    {
      id: 'price',
      heading: 'Price: a fixed quote or a bargaining session',
      blocks: [
        {
          kind: 'p',
          text: 'A shop buys your phone to resell it, so its first offer leaves room for its margin and for the bargaining that follows. The price you end up with depends on how busy the shop is, how much it already has in stock and how well you negotiate. To know whether an offer is fair, you have to visit two or three shops and compare.',
        },
        {
          kind: 'p',
          text: 'Online, the price follows the same rules for everyone. On Phonix you pick your exact model and variant, answer a few questions about its condition and see your exact price at once, before anyone visits you. There is nothing to haggle over, and you can compare it calmly at home.',
        },
      ],
    },
    {
      id: 'time',
      heading: 'Time and effort',
      blocks: [
        {
          kind: 'p',
          text: 'Selling at a shop means travelling there in shop hours, waiting while the phone is checked and often going to a second shop for a better price. Selling with Phonix takes about a minute for the quote, and the pickup comes to your home or office: you choose one of the next four days and a two-hour slot between 08:00 AM and 08:00 PM. Pickup is free.',
        },
      ],
    },
    {
      id: 'payment',
      heading: 'How you are paid',
      blocks: [
        {
          kind: 'p',
          text: 'Shops usually pay cash or by UPI, and some push you to take store credit against a new phone instead. With Phonix our executive checks the phone at your door and you are paid the agreed amount by bank transfer, to a wallet or by cheque, before the phone leaves your hands. Once the order is completed, its invoice is in Sales Orders, so you have a record of the sale.',
        },
      ],
    },
    {
      id: 'safety',
      heading: 'Safety and paperwork',
      blocks: [
        {
          kind: 'ul',
          items: [
            'You know who is coming and when: the booking, its date and its slot are in your Sales Orders.',
            'Every sale has an order number and, once completed, an invoice; a cash sale at a counter rarely leaves a paper trail.',
            'The phone is checked in front of you. It is never taken away "for checking" while you wait for a price.',
            'You can cancel before the pickup time at no cost if your plans change.',
          ],
        },
      ],
    },
    {
      id: 'when-a-shop-makes-sense',
      heading: 'When a local shop still makes sense',
      blocks: [
        {
          kind: 'p',
          text: 'If you need cash in hand this very hour and pass a shop anyway, a shop is quicker. And if you are buying a new phone in a store with an exchange offer, the exchange can be convenient. Before you accept one, check your phone’s exact price on Phonix: it takes a minute, and exchange values are often lower than what the phone fetches when sold on its own.',
        },
        {
          kind: 'tip',
          text: 'Keep your Phonix quote open on your phone when you visit a store. It is the easiest way to tell whether an exchange offer is really a good deal.',
        },
      ],
    },
    {
      id: 'verdict',
      heading: 'The short answer',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Best price without bargaining: online, with a quote you see first.',
            'Least effort: online, with a free pickup at a time you choose.',
            'Safest payment: online, paid in front of you after a quick check, with an invoice.',
            'Fastest cash this minute: a local shop, usually at a lower price.',
          ],
        },
      ],
    },
  ],
  related: [
    'how-to-sell-old-phone-online',
    'exact-quote-in-a-minute',
    'doorstep-pickup-and-payment-explained',
  ],
};
