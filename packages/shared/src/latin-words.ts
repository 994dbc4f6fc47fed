/**
 * The words a Hindi or Telugu page may show in Latin letters (issue 22): names of brands, products, services
 * and phone features as the phone and the shop show them, and the technical names Indian users read in Latin
 * letters (the glossary's IMEI, UPI, OTP). Everything else a reader sees in hi or te is in its script. The
 * blog test and the browser test of every page (e2e every-word-translated.spec.ts) both read this list; the
 * browser test adds the catalog's brand, series, model and variant names and the cities.
 * Phrases first (their words are not allowed alone), then single words.
 */
export const LATIN_PHRASES: readonly string[] = [
  'Find My',
  'Apple ID',
  'Google Photos',
  'Google Drive',
  'Google One',
  'Samsung Cloud',
  'Smart Switch',
  'Xiaomi Cloud',
  'Apple Watch',
  'iCloud.com',
  'Amazon Pay',
  // The phone's own menu names in the data-wipe guides, as the phone shows them (issue 32: a seller finds
  // "Settings > General > Transfer or Reset iPhone", not a translation the phone never shows).
  'Erase All Content and Settings',
  'Passwords, passkeys & accounts',
  'Transfer or Reset iPhone',
  'Unpair Apple Watch',
  'Passwords & accounts',
  'Additional settings',
  'Accounts and backup',
  'Factory data reset',
  'General management',
  'System management',
  'Back up and reset',
  'Users & accounts',
  'System & updates',
  'Accounts & sync',
  'Manage accounts',
  'Remove account',
  'Xiaomi account',
  'Erase all data',
  'Reset options',
  'iCloud Backup',
  'Factory reset',
  'Back Up Now',
  'Back up data',
  'Back up now',
  'Erase eSIMs',
  'All Watches',
  'Clone Phone',
  'About phone',
  'Delete all',
  'Mi Account',
  'Sign Out',
  'Turn Off',
  'Settings',
  'Accounts',
  'Backup',
  'General',
  'System',
  'Reset',
  'Watch',
  'Hello',
  'HyperOS',
  'MIUI',
  'iMessage',
  'Finder',
  'HONOR',
  // Model lines whose letter is part of the name.
  'Galaxy S',
  'Galaxy Z',
  'Galaxy Ultra',
];

export const LATIN_WORDS: ReadonlySet<string> = new Set([
  // Our name, and the terms Indians read in Latin letters (glossary.ts).
  'Phonix',
  'UPI',
  // The bank's reference of a payment, as bank apps and statements print it (the completion SMS, issue 31).
  'UTR',
  'IMEI',
  'OTP',
  'SMS',
  'PDF',
  // File formats named as the files are (the privacy page's data download, partners' downloads).
  'JSON',
  'GSTIN',
  'IFSC',
  'PAN',
  'KYM',
  'JavaScript',
  // The language switcher names English in its own letters.
  'English',
  // Platforms, services and operators, as their apps show them.
  'SIM',
  'eSIM',
  'FRP',
  'iPhone',
  'iOS',
  'iCloud',
  'iTunes',
  'Mac',
  'Windows',
  'Android',
  'Google',
  'Gmail',
  'Apple',
  'WhatsApp',
  // The social networks the footer and the contact page link to, named as their apps show them.
  'Facebook',
  'Instagram',
  'YouTube',
  'LinkedIn',
  'X',
  'Jio',
  'Airtel',
  'Vi',
  // Brands and product lines named in the texts.
  'Samsung',
  'Galaxy',
  'Xiaomi',
  'Redmi',
  'Poco',
  'OnePlus',
  'Vivo',
  'iQOO',
  'Oppo',
  'Realme',
  'Motorola',
  'Pixel',
  // Map data credited by its name.
  'OpenStreetMap',
  // Units and the clock, as Intl writes them in hi-IN and te-IN.
  'GB',
  'TB',
  'AM',
  'PM',
  'am',
  'pm',
]);

/** The Latin-letter words of a text that are not on the list (its phrases taken out first). */
export function latinWordsLeft(text: string): string[] {
  let rest = text;
  for (const phrase of LATIN_PHRASES) rest = rest.replaceAll(phrase, ' ');
  return (rest.match(/[A-Za-z]+/g) ?? []).filter((word) => !LATIN_WORDS.has(word));
}
