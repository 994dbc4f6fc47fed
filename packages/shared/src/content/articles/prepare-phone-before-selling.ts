import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
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
  related: [
    'back-up-iphone-before-selling',
    'back-up-android-phone-before-selling',
    'remove-find-my-and-google-frp',
  ],
};
