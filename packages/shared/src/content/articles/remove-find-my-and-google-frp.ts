import type { BlogArticle } from '../blog-articles.ts';

export const article: BlogArticle = {
  intro:
    'Erasing a phone is not enough. If your account is still linked, the phone asks for your Apple ID or Google password the next time anyone sets it up, and nobody but you can use it. That protects you if the phone is stolen, and it is exactly why you must unlink it before you sell. It takes five minutes.',
  sections: [
    {
      id: 'what-they-do',
      heading: 'What Activation Lock and FRP do',
      blocks: [
        {
          kind: 'p',
          text: 'On an iPhone, Find My turns on Activation Lock: the phone stays tied to your Apple ID even after it is erased. On Android, Factory Reset Protection (FRP) does the same with your Google account, and Samsung adds its own Reactivation Lock tied to your Samsung account. A locked phone cannot be set up by its next owner, so it cannot be resold.',
        },
      ],
    },
    {
      id: 'iphone',
      heading: 'Turn off Find My on an iPhone',
      blocks: [
        {
          kind: 'ol',
          items: [
            'If you have an Apple Watch paired with this iPhone, unpair it first in the Watch app.',
            'Open Settings > [your name] > Find My > Find My iPhone and turn it off. Enter your Apple ID password when asked.',
            'Go back to Settings > [your name], scroll down and tap Sign Out.',
            'Then erase the phone: Settings > General > Transfer or Reset iPhone > Erase All Content and Settings.',
          ],
        },
        {
          kind: 'p',
          text: 'Already erased the phone while still signed in? Sign in at iCloud.com on a computer, open Find My, choose the phone and remove it from your account.',
        },
      ],
    },
    {
      id: 'android',
      heading: 'Remove your accounts on Android',
      blocks: [
        {
          kind: 'ol',
          items: [
            'Open Settings > Passwords & accounts (on some phones Accounts, or Users & accounts).',
            'Tap your Google account and choose Remove account. Repeat for every Google account on the phone.',
            'Samsung: also open Settings > Accounts and backup > Manage accounts and remove your Samsung account.',
            'Xiaomi, Redmi and Poco: sign out of your Xiaomi account in Settings, which also switches off Find device.',
            'Then factory-reset the phone from Settings > System > Reset options (Samsung: General management > Reset).',
          ],
        },
      ],
    },
    {
      id: 'forgot-password',
      heading: 'Forgot your password?',
      blocks: [
        {
          kind: 'p',
          text: 'Recover it before the pickup day through Apple’s or Google’s account recovery, using your trusted phone number or recovery e-mail. It can take a while, so do not leave it to the last hour. Signing out without the password is not possible, by design.',
        },
      ],
    },
    {
      id: 'check',
      heading: 'Check that it worked',
      blocks: [
        {
          kind: 'p',
          text: 'After the reset the phone shows its "Hello" or "Welcome" screen. Stop there and do not set it up again. Our executive checks at pickup that the phone is not locked to an account; if it still is, you can unlink it on the spot with your password and carry on with the sale.',
        },
        {
          kind: 'tip',
          text: 'Unlinking and erasing also protect you: your photos, chats and payment apps cannot be reached by anyone who handles the phone after you.',
        },
      ],
    },
  ],
  related: [
    'prepare-phone-before-selling',
    'back-up-iphone-before-selling',
    'back-up-android-phone-before-selling',
  ],
};
