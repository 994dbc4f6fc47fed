import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    'Condition moves the price of a used phone more than anything except the model itself. But not every mark costs the same: a light scratch on the back is worth very little, while a line across the display is worth a lot. Here is how each kind of damage affects your Phonix quote, and how to check your phone in five minutes before you answer.',
  sections: [
    {
      id: 'screen',
      heading: 'Screen damage costs the most',
      blocks: [
        {
          kind: 'p',
          text: 'The display is the most expensive part of a phone to replace, so screen problems lower the price the most. The questionnaire asks about each kind separately:',
        },
        {
          kind: 'ul',
          items: [
            'Touch: whether the touch screen responds everywhere.',
            'Spots: white or black spots, coloured spots or yellow patches on the display.',
            'Lines: a single line or several lines across the display.',
            'Glass: broken or cracked front glass, chipped corners, heavy scratches, or one or two light scratches.',
          ],
        },
      ],
    },
    {
      id: 'body',
      heading: 'Body: scratches, dents, panels and bends',
      blocks: [
        {
          kind: 'p',
          text: 'One or two light scratches on the frame or back cost little: every used phone has some. Major scratches and dents cost more, a cracked or missing back or side panel more again, and a bent body or a screen lifting from the frame (a loose gap) the most, because they often hide damage inside.',
        },
      ],
    },
    {
      id: 'functions',
      heading: 'Parts that do not work',
      blocks: [
        {
          kind: 'p',
          text: 'Each faulty part lowers the price by its own amount: front or back camera, volume or power button, fingerprint sensor, face sensor, Wi-Fi, battery, speaker, earpiece (audio receiver) and charging. A phone that cannot make and receive calls is valued mainly for its parts.',
        },
      ],
    },
    {
      id: 'five-minute-check',
      heading: 'Check your phone in five minutes',
      blocks: [
        {
          kind: 'ol',
          items: [
            'Take off the case and screen guard and look at the phone under a bright light, tilting it.',
            'Open a plain white picture, then a plain black one, full screen: spots and lines are easy to see.',
            'Drag an app icon slowly across the whole screen to test touch.',
            'Make a call: check the earpiece, the microphone and the loudspeaker.',
            'Open the camera and switch between front and back, and between the back lenses.',
            'Press every button, unlock with your fingerprint or face, join Wi-Fi and plug in the charger.',
          ],
        },
      ],
    },
    {
      id: 'mention-everything',
      heading: 'Mention everything you find',
      blocks: [
        {
          kind: 'p',
          text: 'It is tempting to leave out a small defect, but our executive checks the same points at your door. A defect found there means a revised offer on the spot, and a surprise on pickup day. A defect you mention is simply part of your quote, and the price you see is the price you are paid.',
        },
      ],
    },
    {
      id: 'repair-or-sell',
      heading: 'Repair first, or sell as it is?',
      blocks: [
        {
          kind: 'p',
          text: 'Usually, sell as it is. A screen repair at a local shop often costs more than the difference it makes to the price, and a replacement part that is not original can itself lower the value.',
        },
        {
          kind: 'tip',
          text: 'Not sure how to answer a question? Describe the phone as a buyer would see it, out of its case and under a bright light, and when in doubt, mention the defect.',
        },
      ],
    },
  ],
  related: ['what-decides-used-phone-price', 'price-change-at-pickup', 'exact-quote-in-a-minute'],
};
