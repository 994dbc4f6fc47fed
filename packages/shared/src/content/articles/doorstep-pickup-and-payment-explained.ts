import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    "You have your quote and a pickup booked. Here is what happens when our executive arrives, how long it takes, how you are paid, and what your options are if the phone's condition turns out different or your plans change.",
  sections: [
    {
      id: 'before-the-visit',
      heading: 'Before the visit',
      blocks: [
        {
          kind: 'p',
          text: 'Keep the phone charged, backed up, unlinked from your accounts and reset, with the SIM and memory card removed. Keep ready the box, charger, earphones and bill if you said you have them. You can see the booking, its date and its slot in Sales Orders.',
        },
      ],
    },
    {
      id: 'the-check',
      heading: 'The device check',
      blocks: [
        {
          kind: 'p',
          text: 'The executive checks the same points you answered in the questionnaire: that the phone turns on and makes calls, the screen for cracks, lines and spots, the body for scratches, dents and bends, the cameras, buttons, speakers, sensors and charging, and the accessories. It usually takes about ten minutes, and you can watch.',
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Getting paid',
      blocks: [
        {
          kind: 'p',
          text: 'If the phone matches your answers, you are paid the quoted amount, by bank transfer to your account, to a wallet or by cheque, before the phone leaves your hands. Once the order is completed you can download its invoice from the order page.',
        },
      ],
    },
    {
      id: 'if-the-price-changes',
      heading: 'If the price changes',
      blocks: [
        {
          kind: 'p',
          text: 'Sometimes the check finds something the questionnaire did not record: a hairline crack, a weak speaker, a dent under the case. The executive then shows you a revised offer worked out with the same rules as your quote. You are free to accept it and be paid, or to decline it and keep your phone, at no charge.',
        },
        {
          kind: 'tip',
          text: 'The best way to avoid a revised offer is to look at the phone closely, case off, before answering the questions.',
        },
      ],
    },
    {
      id: 'cancel-or-reschedule',
      heading: 'Cancelling or changing plans',
      blocks: [
        {
          kind: 'p',
          text: 'You can cancel before the pickup time, at no cost: open the order from Sales Orders and use Order Cancel while it has not been accepted yet, or call or e-mail our support team. You are welcome to book again whenever you are ready.',
        },
      ],
    },
  ],
  related: ['price-change-at-pickup', 'prepare-phone-before-selling', 'how-to-sell-old-phone-online'],
};
