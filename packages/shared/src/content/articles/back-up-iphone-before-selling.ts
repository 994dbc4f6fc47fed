import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    'Your iPhone holds years of photos, chats and notes. Before you sell it, make a complete backup and check that it actually finished: once the phone is erased, a backup that stopped halfway cannot be repaired. Here is how to back up with iCloud or a computer, how to save your WhatsApp chats, and what to move by hand.',
  sections: [
    {
      id: 'icloud',
      heading: 'Back up to iCloud',
      blocks: [
        {
          kind: 'ol',
          items: [
            'Connect to Wi-Fi and plug in the charger: a first backup can take an hour or more.',
            'Open Settings > [your name] > iCloud > iCloud Backup.',
            'Turn on Back Up This iPhone if it is off, and tap Back Up Now.',
            'Keep the phone on Wi-Fi until the progress bar finishes.',
          ],
        },
        {
          kind: 'p',
          text: 'Every Apple ID comes with 5 GB of free iCloud storage, which fills up quickly with photos. If your backup does not fit, buy a larger iCloud+ plan for a month, or back up to a computer instead.',
        },
      ],
    },
    {
      id: 'computer',
      heading: 'Or back up to a computer',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Mac: connect the iPhone with its cable, open Finder, select the iPhone in the sidebar and click Back Up Now.',
            'Windows: install the Apple Devices app (or iTunes on older Windows), connect the iPhone and click Back Up Now.',
            'Tick "Encrypt local backup" and choose a password you will remember: only an encrypted backup keeps your saved passwords, Health and Activity data.',
          ],
        },
      ],
    },
    {
      id: 'check',
      heading: 'Check that the backup finished',
      blocks: [
        {
          kind: 'p',
          text: 'Open Settings > [your name] > iCloud > iCloud Backup again. Under Back Up Now it should say "Last successful backup" with today’s date and time. For a computer backup, the date of the latest backup is shown on the same screen where you started it. Do not erase the phone until you have seen today’s date.',
        },
      ],
    },
    {
      id: 'whatsapp',
      heading: 'Save your WhatsApp chats',
      blocks: [
        {
          kind: 'p',
          text: 'WhatsApp keeps its own backup in iCloud Drive. Make sure iCloud Drive is on (Settings > [your name] > iCloud), then open WhatsApp > Settings > Chats > Chat Backup and tap Back Up Now. Tick Include Videos if you want them too. When you sign in to WhatsApp on your new iPhone with the same number, it offers to restore this backup.',
        },
      ],
    },
    {
      id: 'by-hand',
      heading: 'What to move by hand',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Authenticator apps for e-mail, bank or work accounts: move their codes to the new phone first, or you may lock yourself out.',
            'Banking and UPI apps: they are tied to your SIM and device, so you register them again on the new phone; check that you remember your UPI PIN and bank login.',
            'Moving to Android: use Google’s Switch to Android app or your new phone’s transfer tool (Samsung Smart Switch, for example) while the iPhone still has your data.',
          ],
        },
        {
          kind: 'tip',
          text: 'Next step after the backup: sign out of your Apple ID so Find My is off, then erase the phone. Our guide on Find My and Google FRP shows how.',
        },
      ],
    },
  ],
  related: ['remove-find-my-and-google-frp', 'prepare-phone-before-selling', 'remove-sim-and-memory-card'],
};
