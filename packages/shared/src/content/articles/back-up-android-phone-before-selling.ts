import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    'An Android phone spreads your data across several places: your Google account, Google Photos, WhatsApp’s own backup and sometimes a memory card or your phone maker’s cloud. Before you sell, back up each one and check that it finished. It takes 20 to 40 minutes, most of it waiting for photos to upload.',
  sections: [
    {
      id: 'google-backup',
      heading: 'Back up to your Google account',
      blocks: [
        {
          kind: 'ol',
          items: [
            'Connect to Wi-Fi and plug in the charger.',
            'Open Settings > Google > Backup. On some phones it is Settings > System > Backup, or search Settings for "Backup".',
            'Tap Back up now and wait until it says the backup is complete.',
          ],
        },
        {
          kind: 'p',
          text: 'This saves your list of apps, contacts, call history, SMS, Wi-Fi passwords and settings. When you sign in to your new phone with the same Google account, it offers to restore them. Google gives 15 GB of free storage, shared by Gmail, Drive and Photos.',
        },
      ],
    },
    {
      id: 'photos',
      heading: 'Photos and videos',
      blocks: [
        {
          kind: 'p',
          text: 'Open Google Photos, tap your profile picture and check that backup is on and says "Backup complete". If your storage is full, connect the phone to a computer with its cable, choose File transfer on the phone and copy the DCIM and Pictures folders, plus any WhatsApp media you want to keep.',
        },
      ],
    },
    {
      id: 'contacts',
      heading: 'Contacts saved on the phone or SIM',
      blocks: [
        {
          kind: 'p',
          text: 'Contacts saved "to phone" or "to SIM" are not in your Google account. Open the Contacts app and use its option to move or export them to your Google account (in Google Contacts: Fix & manage > Move contacts, or Export). Check a few names at contacts.google.com from a computer.',
        },
      ],
    },
    {
      id: 'whatsapp',
      heading: 'WhatsApp chats',
      blocks: [
        {
          kind: 'p',
          text: 'Open WhatsApp > Settings > Chats > Chat backup, choose your Google account and tap Back up. Tick Include videos if you need them. WhatsApp restores the backup when you sign in on the new phone with the same number and the same Google account.',
        },
      ],
    },
    {
      id: 'brand-tools',
      heading: 'Your phone maker’s own tools',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Samsung: Smart Switch copies everything to a new Galaxy phone or a computer; Samsung Cloud keeps settings and some data.',
            'Xiaomi, Redmi and Poco: Xiaomi Cloud for contacts, messages and gallery; Mi Mover to copy to a new Xiaomi phone.',
            'OnePlus, Oppo and Realme: Clone Phone copies apps and data straight to the new phone.',
            'Vivo and iQOO: EasyShare does the same.',
          ],
        },
        {
          kind: 'p',
          text: 'A direct copy to your new phone is the quickest way, but keep the Google backup as well: it is the one that survives if something goes wrong.',
        },
      ],
    },
    {
      id: 'memory-card-and-codes',
      heading: 'Memory card and two-factor codes',
      blocks: [
        {
          kind: 'ul',
          items: [
            'If the phone has a microSD card, take it out and keep it: photos saved on it were never in the phone’s memory, and a factory reset does not erase it.',
            'Move authenticator codes (Google Authenticator can transfer accounts to a new phone) before the reset.',
            'Banking and UPI apps need to be registered again on the new phone with your SIM in it.',
          ],
        },
        {
          kind: 'tip',
          text: 'Next: remove your Google account (and Samsung or Xiaomi account) before the reset, or the phone stays locked to you. Our guide on Find My and Google FRP shows how.',
        },
      ],
    },
  ],
  related: ['remove-find-my-and-google-frp', 'prepare-phone-before-selling', 'remove-sim-and-memory-card'],
};
