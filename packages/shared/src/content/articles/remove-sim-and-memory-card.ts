import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    'It is the most common thing sellers forget: the SIM card is still in the tray when the phone is handed over. Your SIM is your mobile number, and in India your number is the key to your bank OTPs, your UPI apps and your Aadhaar-linked services. Here is what to take out of the phone, and what to do if you use an eSIM.',
  sections: [
    {
      id: 'why-the-sim-matters',
      heading: 'Why your SIM matters so much',
      blocks: [
        {
          kind: 'p',
          text: 'Whoever holds your SIM receives your calls and SMS, including one-time passwords for your bank, UPI and e-mail. Getting a duplicate SIM means a visit to your operator with your ID, and until then you may be locked out of your own accounts. Taking it out takes ten seconds.',
        },
      ],
    },
    {
      id: 'sim-tray',
      heading: 'Open the SIM tray',
      blocks: [
        {
          kind: 'ol',
          items: [
            'Switch the phone off.',
            'Find the small hole beside the tray on the side (or bottom) of the phone.',
            'Push the SIM ejector tool, or a straightened paper clip, gently into the hole until the tray pops out.',
            'Take out every SIM: most phones sold in India are dual-SIM, and the second SIM is easy to miss.',
            'Push the empty tray back in: a missing tray is counted as a missing part.',
          ],
        },
      ],
    },
    {
      id: 'memory-card',
      heading: 'Check for a memory card',
      blocks: [
        {
          kind: 'p',
          text: 'Many Android phones take a microSD card, often in the same tray as the SIMs (a "hybrid" slot). Photos, videos and WhatsApp media saved to the card were never in the phone’s own memory, and a factory reset does not erase the card. Take it out and keep it, or copy it to your new phone.',
        },
      ],
    },
    {
      id: 'esim',
      heading: 'Using an eSIM? Move it first',
      blocks: [
        {
          kind: 'p',
          text: 'An eSIM lives inside the phone, so there is nothing to pull out. Before you erase the phone, ask your operator (Jio, Airtel and Vi all support eSIM) to move your number to the new phone or back to a physical SIM, through its app, an SMS request or a store visit. Check that calls and SMS work on the new phone first.',
        },
        {
          kind: 'p',
          text: 'When you erase an iPhone it asks whether to keep or erase the eSIM: erase it once your number works elsewhere. On Android, remove the eSIM under Settings > Network & internet (Samsung: Connections > SIM manager) before the factory reset.',
        },
      ],
    },
    {
      id: 'the-rest',
      heading: 'And the rest of the phone',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Take off the case and the screen guard, and check for cards or cash tucked into the cover.',
            'If your Galaxy Ultra has an S Pen, leave it in its slot: it is part of the phone.',
            'Keep the box, charger and earphones ready if you said you have them.',
          ],
        },
        {
          kind: 'tip',
          text: 'Do this last, after the backup and the reset, just before the pickup: your bank’s OTPs still reach you while you are preparing the phone.',
        },
      ],
    },
  ],
  related: [
    'prepare-phone-before-selling',
    'remove-find-my-and-google-frp',
    'doorstep-pickup-and-payment-explained',
  ],
};
