import type { BlogArticleSlug } from './blog-slugs.ts';

/**
 * The bodies of the five blog articles. Kept out of blog-posts.ts so the blog list and the home page never
 * load them; the article page and the server's structured data read them from here.
 */
export type ArticleBlock =
  | { kind: 'p'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] }
  /** A highlighted practical tip. */
  | { kind: 'tip'; text: string };

export interface ArticleSection {
  /** The section's anchor on the page. */
  id: string;
  heading: string;
  blocks: ArticleBlock[];
}

export interface BlogArticle {
  intro: string;
  sections: ArticleSection[];
}

export const BLOG_ARTICLES: Record<BlogArticleSlug, BlogArticle> = {
  'how-to-sell-old-phone-online': {
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
  },

  'prepare-phone-before-selling': {
    intro:
      'Your phone holds years of photos, chats, bank apps and passwords. Before anyone else holds it, make sure your data is saved somewhere safe, your accounts are unlinked and the phone is wiped. This checklist takes 30 to 60 minutes, most of it waiting for the backup, so start the day before your pickup.',
    sections: [
      {
        id: 'backup-iphone',
        heading: 'Back up an iPhone',
        blocks: [
          {
            kind: 'ol',
            items: [
              'Connect to Wi-Fi and plug in the charger.',
              'Open Settings > [your name] > iCloud > iCloud Backup and tap Back Up Now. If your iCloud storage is full, back up to a computer instead: Finder on a Mac, or the Apple Devices app (or iTunes) on Windows.',
              'Wait until "Last successful backup" shows today\'s date and time. Do not reset the phone before that.',
              'For WhatsApp, open WhatsApp > Settings > Chats > Chat Backup and tap Back Up Now. WhatsApp chats are not always part of the iCloud backup.',
            ],
          },
        ],
      },
      {
        id: 'backup-android',
        heading: 'Back up an Android phone',
        blocks: [
          {
            kind: 'ol',
            items: [
              'Open Settings > Google > Backup (on some phones, Settings > System > Backup) and tap Back up now. This saves your apps list, contacts, call history, SMS and settings to your Google account.',
              'Open Google Photos and check that backup is on and finished, or copy your DCIM and Pictures folders to a computer.',
              'For WhatsApp, open WhatsApp > Settings > Chats > Chat backup and tap Back up to save to Google Drive.',
              'On a Samsung phone you may also use Samsung Cloud or Smart Switch on a computer.',
            ],
          },
          {
            kind: 'tip',
            text: 'Check your two-factor authentication. If an authenticator app (for e-mail, bank or UPI apps) lives only on this phone, move it to your new phone first, or you could lock yourself out.',
          },
        ],
      },
      {
        id: 'find-my-and-frp',
        heading: 'Unlink the phone: Find My and Google FRP',
        blocks: [
          {
            kind: 'p',
            text: 'iPhones have Activation Lock and Android phones have Factory Reset Protection (FRP). Both are anti-theft features: if the phone is reset while still linked to your account, it asks for your Apple ID or Google password before anyone can use it. A locked phone cannot be resold, so it must be unlinked before pickup.',
          },
          {
            kind: 'ul',
            items: [
              'iPhone: Settings > [your name] > Sign Out, and enter your Apple ID password to turn off Find My. If you have an Apple Watch, unpair it first.',
              'Android: Settings > Passwords & accounts (or Accounts) > your Google account > Remove account. Repeat for every Google account on the phone.',
              'Samsung: also remove your Samsung account, which has its own Reactivation Lock.',
            ],
          },
        ],
      },
      {
        id: 'factory-reset',
        heading: 'Factory-reset the phone',
        blocks: [
          {
            kind: 'ul',
            items: [
              'iPhone: Settings > General > Transfer or Reset iPhone > Erase All Content and Settings.',
              'Android: Settings > System > Reset options > Erase all data (factory reset). On Samsung: Settings > General management > Reset > Factory data reset.',
            ],
          },
          {
            kind: 'p',
            text: 'When the phone restarts on the "Hello" or "Welcome" screen, the reset is done. Do not set it up again.',
          },
        ],
      },
      {
        id: 'sim-and-memory-card',
        heading: 'Remove your SIM and memory card',
        blocks: [
          {
            kind: 'p',
            text: "Your SIM is your mobile number, your OTPs and often your UPI. Use the SIM ejector tool (or a straightened paper clip) to open the tray and take out every SIM. Many Android phones also take a microSD memory card, sometimes in the same tray: it may hold photos that were never in the phone's own memory, and a factory reset does not erase it.",
          },
          {
            kind: 'p',
            text: 'If you use an eSIM, ask your operator to move it to your new phone before you reset. When erasing an iPhone you will be asked whether to keep or erase the eSIM; erase it once your number works on the new phone.',
          },
        ],
      },
      {
        id: 'checklist',
        heading: 'The one-minute checklist for pickup day',
        blocks: [
          {
            kind: 'ul',
            items: [
              'Backup finished and checked.',
              'Apple ID or Google (and Samsung) account removed.',
              'Phone erased and showing the welcome screen.',
              'SIM cards and memory card removed.',
              'Box, charger, earphones and the bill kept ready if you said you have them.',
            ],
          },
        ],
      },
    ],
  },

  'what-decides-used-phone-price': {
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
  },

  'why-iphones-hold-resale-value': {
    intro:
      'Look at second-hand prices and a pattern shows: a three-year-old iPhone often sells for a larger share of its launch price than an Android phone of the same age. This is not brand magic. It comes down to how long a phone stays useful and safe, and how easy it is to buy and sell.',
    sections: [
      {
        id: 'software-support',
        heading: 'Years of software updates',
        blocks: [
          {
            kind: 'p',
            text: 'Apple has typically supported each iPhone with new iOS versions for about 5-6 years, and with security fixes for a while after that. Many Android phones, by contrast, have received major Android updates for only 2-3 years. A phone that still gets updates keeps running current apps, including banking and UPI apps that require recent software, so a buyer will pay more for it.',
          },
          {
            kind: 'p',
            text: 'To be fair to Android: some recent flagships from Google and Samsung now promise much longer support, and their resale values are likely to improve as a result. For most of the Android phones in use today, though, the shorter support window still shows in the price.',
          },
        ],
      },
      {
        id: 'demand',
        heading: 'Steady demand',
        blocks: [
          {
            kind: 'p',
            text: 'Many people want an iPhone but not the price of a new one, so a used iPhone finds a buyer quickly. Buyers who know a model will be supported for years are willing to pay for it, which keeps prices up across the market.',
          },
        ],
      },
      {
        id: 'fewer-models',
        heading: 'Fewer models, easier to price',
        blocks: [
          {
            kind: 'p',
            text: 'Apple sells a handful of models each year, while Android makers release dozens. With fewer models, each one has a well-known second-hand price and a ready supply of parts, which makes a used iPhone easier to check, repair and resell.',
          },
        ],
      },
      {
        id: 'what-it-means',
        heading: 'What it means for you',
        blocks: [
          {
            kind: 'ul',
            items: [
              'Selling an iPhone: it is probably worth more than you think, even if it is a few years old. Check the exact value before you trade it in at a store.',
              'Selling an Android phone: its value falls faster, so selling sooner matters more.',
              'Buying your next phone: how many years of updates the maker promises is a good guide to how much the phone will be worth when you sell it.',
            ],
          },
        ],
      },
    ],
  },

  'doorstep-pickup-and-payment-explained': {
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
  },
};
