import isIMEI from 'validator/lib/isIMEI.js';
import { z } from 'zod';
import { formatINR } from './money.ts';
import { fields, text } from './validation.ts';

/**
 * What the partner's executive records at the doorstep (issue 13): the phone's IMEI(s), the seller's ID
 * (type, last four characters and the name on it; never the full number, never an image), the data-wipe
 * checklist, how the seller wants to be paid, and the final amount. The rules and their messages live
 * here once, for the partner portal's forms and the server's request schemas alike.
 */

export const HANDOVER_MESSAGES = {
  imeiRequired: 'IMEI is required',
  imeiDigits: 'IMEI must be 15 digits',
  imeiInvalid: 'This IMEI is not valid. Please check it again (dial *#06# on the phone)',
  imeiRepeated: 'The second IMEI must be different from the first',
  imeiCheckReferenceRequired: 'Reference of the IMEI check is required',
  idTypeRequired: 'ID type is required',
  nameOnIdRequired: 'Name on ID is required',
  wipeStepRequired: 'Please confirm this step with the seller',
  payoutMethodRequired: 'Please choose how you want to be paid',
  vpaRequired: 'UPI ID is required',
  vpaInvalid: 'UPI ID is invalid (it looks like name@bank)',
  accountHolderRequired: 'Account holder name is required',
  accountNumberRequired: 'Account number is required',
  accountNumberInvalid: 'Account number must be 9 to 18 digits',
  accountNumbersMustMatch: 'Account numbers must match',
  ifscRequired: 'IFSC is required',
  ifscInvalid: 'IFSC is invalid',
  walletProviderRequired: 'Please choose a wallet',
  walletMobileDigits: 'Wallet mobile number must be 10 digits',
  payeeNameRequired: 'Payee name is required',
  chequeNumberInvalid: 'Cheque number must be 6 digits',
  finalAmountRequired: 'Final amount is required',
  finalAmountWhole: 'Final amount must be a whole number of rupees',
  finalAmountPositive: 'Final amount must be at least ₹1',
  finalAmountTooLarge: 'Final amount is too large',
} as const;

// ---------------------------------------------------------------------------------------------------------
// IMEI

/**
 * Payout codes per handover: each code allows a few tries (OTP_MAX_ATTEMPTS), and over the whole handover at
 * most this many codes are sent and this many wrong codes tried, so the executive holding the phone cannot
 * guess the seller's 4-digit consent by asking for code after code.
 */
export const HANDOVER_LIMITS = { payoutOtpSends: 5, payoutOtpFailures: 10 } as const;

export const IMEI_DIGITS = 15;

/** The type allocation code: the first 8 digits, naming the maker and model. */
export const IMEI_TAC_DIGITS = 8;

/**
 * A number no phone carries though it passes the Luhn check: one digit repeated (`000000000000000`, or
 * `111111111111119`: fourteen equal digits and their Luhn check digit), or a type allocation code of all zeros
 * (no maker is allocated one). Placeholders typed to get past the step.
 */
export function isPlaceholderImei(value: string): boolean {
  return /^(\d)\1{13}\d$/.test(value) || /^0+$/.test(value.slice(0, IMEI_TAC_DIGITS));
}

/**
 * 15 digits whose last one is the Luhn check digit of the first 14 (validator's isIMEI), and not a
 * placeholder (isPlaceholderImei): both are refused with the same message.
 */
export function isValidImei(value: string): boolean {
  return isIMEI(value) && !isPlaceholderImei(value);
}

/** Spaces, hyphens and slashes people copy from a box or a settings screen are dropped. */
export function normalizeImei(value: string): string {
  return value.replace(/[\s\-/]/g, '');
}

const imei = (required: boolean) =>
  text(40)
    .transform(normalizeImei)
    .superRefine((value, context) => {
      if (value === '') {
        if (required) context.addIssue({ code: 'custom', message: HANDOVER_MESSAGES.imeiRequired });
      } else if (!/^\d{15}$/.test(value)) {
        context.addIssue({ code: 'custom', message: HANDOVER_MESSAGES.imeiDigits });
      } else if (!isValidImei(value)) {
        context.addIssue({ code: 'custom', message: HANDOVER_MESSAGES.imeiInvalid });
      }
    });

/**
 * The result of the official check of an IMEI against the government's restricted list, as the executive
 * read it (the `manual` checker): the reply to "KYM <IMEI>" sent by SMS to 14422, or Sanchar Saathi's
 * Know Your Mobile page.
 */
export const IMEI_CHECK_STATUSES = ['clear', 'restricted'] as const;
export type ImeiCheckStatus = (typeof IMEI_CHECK_STATUSES)[number];

export const manualImeiCheckSchema = z.object({
  status: z.enum(IMEI_CHECK_STATUSES, { error: 'must be clear or restricted' }),
  /** What identifies the check: the SMS reply's time and text, or the portal's request number. */
  reference: fields.requiredText(HANDOVER_MESSAGES.imeiCheckReferenceRequired, 200),
});
export type ManualImeiCheck = z.infer<typeof manualImeiCheckSchema>;

/** One IMEI, or two distinct ones for a dual-SIM phone; `manual_check` is what the `manual` checker needs. */
export const recordImeiRequestSchema = z
  .object({
    imei_1: imei(true),
    imei_2: imei(false).default(''),
    manual_check: z.array(manualImeiCheckSchema).max(2).optional(),
  })
  .superRefine((value, context) => {
    if (value.imei_2 !== '' && value.imei_2 === value.imei_1)
      context.addIssue({ code: 'custom', path: ['imei_2'], message: HANDOVER_MESSAGES.imeiRepeated });
  });
export type RecordImeiRequest = z.infer<typeof recordImeiRequestSchema>;

/** The IMEIs of a record request, one or two. */
export const imeisOf = (request: Pick<RecordImeiRequest, 'imei_1' | 'imei_2'>): string[] =>
  request.imei_2 ? [request.imei_1, request.imei_2] : [request.imei_1];

// ---------------------------------------------------------------------------------------------------------
// Masking: what is kept of personal numbers, at rest and on screen. Only the last (at most) four
// characters are ever shown; everything before them becomes X.

/** `value` with all but its last `visible` characters (never more than half of it) replaced by X. */
export function maskTail(value: string, visible = 4): string {
  const characters = [...value];
  const shown = Math.min(visible, Math.floor(characters.length / 2));
  return 'X'.repeat(characters.length - shown) + characters.slice(characters.length - shown).join('');
}

/**
 * A 10-digit mobile number as printed on the receipt: 'XXXXXX3210'. The one way a number is masked, on every
 * screen, message, log line and file (issue 31): the console's lists, the outbox, nominees, logs.
 */
export const maskMobile = (mobile: string): string => maskTail(mobile);

// ---------------------------------------------------------------------------------------------------------
// Seller ID. Dealer registers kept under district police orders ask for the seller's ID; we keep its type,
// its last four characters and the name on it, nothing more.

export const ID_TYPES = ['aadhaar', 'pan', 'driving_licence', 'passport', 'voter_id'] as const;
export type IdType = (typeof ID_TYPES)[number];

interface IdTypeRule {
  label: string;
  /** The printed number with its last four characters as ____ (how the masked form is laid out). */
  layout: string;
  /** What the last four characters of that document look like. */
  lastFour: RegExp;
  lastFourMessage: string;
}

export const ID_TYPE_RULES: Record<IdType, IdTypeRule> = {
  // 12 digits, printed in groups of four.
  aadhaar: {
    label: 'Aadhaar',
    layout: 'XXXX XXXX ____',
    lastFour: /^\d{4}$/,
    lastFourMessage: 'Enter the last 4 digits of the Aadhaar number',
  },
  // ABCDE1234F: five letters, four digits, a letter.
  pan: {
    label: 'PAN',
    layout: 'XXXXXX____',
    lastFour: /^\d{3}[A-Z]$/,
    lastFourMessage: 'Enter the last 4 characters of the PAN (3 digits and a letter)',
  },
  // State, RTO, year and serial: 15 characters, the last seven digits.
  driving_licence: {
    label: 'Driving licence',
    layout: 'XXXXXXXXXXX____',
    lastFour: /^\d{4}$/,
    lastFourMessage: 'Enter the last 4 digits of the driving licence number',
  },
  // A letter and seven digits.
  passport: {
    label: 'Passport',
    layout: 'XXXX____',
    lastFour: /^\d{4}$/,
    lastFourMessage: 'Enter the last 4 digits of the passport number',
  },
  // EPIC: three letters and seven digits.
  voter_id: {
    label: 'Voter ID',
    layout: 'XXXXXX____',
    lastFour: /^\d{4}$/,
    lastFourMessage: 'Enter the last 4 digits of the Voter ID (EPIC) number',
  },
};

/** Why the executive asks for an ID, as the portal shows it. */
export const SELLER_ID_REASON =
  'Police orders in many districts require buyers of used phones to keep a register of each seller’s ID. We record only the ID type, its last 4 characters and the name on it. No photo or copy of the ID is taken.';

/** The ID as printed on the receipt and the register: 'XXXX XXXX 1234' for an Aadhaar. */
export function maskIdNumber(type: IdType, lastFour: string): string {
  const tail = [...lastFour.toUpperCase()].slice(-4).join('');
  return ID_TYPE_RULES[type].layout.replace('____', tail.padStart(4, 'X'));
}

export const sellerIdRequestSchema = z
  .object({
    id_type: z.enum(ID_TYPES, { error: HANDOVER_MESSAGES.idTypeRequired }),
    id_last_four: text(20)
      .transform((value) => value.replace(/\s/g, '').toUpperCase())
      .pipe(z.string().length(4, 'Enter the last 4 characters of the ID')),
    name_on_id: fields.requiredText(
      HANDOVER_MESSAGES.nameOnIdRequired,
      100,
      'Name must be at most 100 characters',
    ),
  })
  .superRefine((value, context) => {
    const rule = ID_TYPE_RULES[value.id_type];
    if (!rule.lastFour.test(value.id_last_four))
      context.addIssue({ code: 'custom', path: ['id_last_four'], message: rule.lastFourMessage });
  });
export type SellerIdRequest = z.infer<typeof sellerIdRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Data wipe

export const WIPE_CHECKLIST = [
  {
    code: 'backup_offered',
    label: 'Backup offered',
    instruction:
      'Ask whether photos, contacts and chats are backed up, and give the seller time to back up before the reset.',
  },
  {
    code: 'account_removed',
    label: 'Find My iPhone / Google account removed',
    instruction:
      'iPhone: sign out of the Apple ID (this turns Find My off). Android: remove the Google account and any Samsung, Xiaomi or other phone-maker account, so the phone is not locked to the seller after the reset.',
  },
  {
    code: 'factory_reset',
    label: 'Factory reset done',
    instruction:
      'Delete all the phone’s data from its Settings (factory reset), and wait until it restarts to the welcome (Hello) screen.',
  },
  {
    code: 'sim_and_card_removed',
    label: 'SIM and memory card removed',
    instruction:
      'Take out every SIM card and the memory card and hand them to the seller; the reset deletes eSIMs with the rest of the data.',
  },
] as const;
export type WipeChecklistCode = (typeof WIPE_CHECKLIST)[number]['code'];

const confirmed = () => z.literal(true, { error: HANDOVER_MESSAGES.wipeStepRequired });

/** Every step of the checklist confirmed with the seller. */
export const wipeChecklistRequestSchema = z.object({
  backup_offered: confirmed(),
  account_removed: confirmed(),
  factory_reset: confirmed(),
  sim_and_card_removed: confirmed(),
});
export type WipeChecklistRequest = z.infer<typeof wipeChecklistRequestSchema>;

export interface WipeGuideStep {
  title: string;
  /** The menu path (Settings > ...) or what to do. */
  detail: string;
}
export interface WipeGuide {
  key: WipeGuideKey;
  title: string;
  steps: readonly WipeGuideStep[];
}
export const WIPE_GUIDE_KEYS = ['apple', 'samsung', 'xiaomi', 'oneplus', 'google', 'android'] as const;
export type WipeGuideKey = (typeof WIPE_GUIDE_KEYS)[number];

/**
 * The step-by-step wipe guide the seller's order page shows before pickup, per platform. Menu names are
 * those of recent versions (iOS 17/18, One UI 6/7, HyperOS and MIUI 14, OxygenOS 14/15, Android 14/15);
 * older versions name some menus differently, so the generic guide also says how to search Settings.
 */
export const WIPE_GUIDES: Record<WipeGuideKey, WipeGuide> = {
  apple: {
    key: 'apple',
    title: 'iPhone (iOS)',
    steps: [
      {
        title: 'Back up your iPhone',
        detail:
          'Settings > [your name] > iCloud > iCloud Backup > Back Up Now, or back up to a computer with Finder or iTunes.',
      },
      {
        title: 'Unpair your Apple Watch, if you have one',
        detail: 'On the iPhone: Watch app > All Watches > the info button > Unpair Apple Watch.',
      },
      {
        title: 'Sign out of your Apple ID (turns off Find My)',
        detail:
          'Settings > [your name] > Sign Out. Enter your Apple ID password and tap Turn Off. Without this the phone stays locked to you (Activation Lock).',
      },
      {
        title: 'Delete all the iPhone’s data',
        detail:
          'Settings > General > Transfer or Reset iPhone > Erase All Content and Settings. If you use an eSIM, choose to delete it too. Enter your passcode to confirm.',
      },
      {
        title: 'Take out the SIM card',
        detail:
          'Open the SIM tray with the eject tool. If you are moving to a non-Apple phone, deregister iMessage.',
      },
    ],
  },
  samsung: {
    key: 'samsung',
    title: 'Samsung Galaxy (One UI)',
    steps: [
      {
        title: 'Back up your phone',
        detail:
          'Settings > Accounts and backup > Back up data (Samsung Cloud), or Settings > Google > Backup > Back up now.',
      },
      {
        title: 'Remove your Samsung and Google accounts (turns off Find My Mobile)',
        detail:
          'Settings > Accounts and backup > Manage accounts > your Samsung account > Remove account, then the same for each Google account.',
      },
      {
        title: 'Factory reset',
        detail:
          'Settings > General management > Reset > Factory data reset > Reset > Delete all. Enter your PIN or password if asked.',
      },
      {
        title: 'Take out the SIM and memory card',
        detail: 'Open the SIM tray with the eject tool and take out every SIM and the microSD card.',
      },
    ],
  },
  xiaomi: {
    key: 'xiaomi',
    title: 'Xiaomi, Redmi and POCO (HyperOS / MIUI)',
    steps: [
      {
        title: 'Back up your phone',
        detail: 'Settings > Google > Backup > Back up now, or copy your photos and files to a computer.',
      },
      {
        title: 'Sign out of your Xiaomi account (turns off Find device)',
        detail: 'Settings > Xiaomi account (Mi Account on MIUI) > Sign out, and enter the account password.',
      },
      {
        title: 'Remove your Google account',
        detail: 'Settings > Accounts & sync > Google > your account > Remove account.',
      },
      {
        title: 'Factory reset',
        detail: 'Settings > About phone > Factory reset > Erase all data. Confirm with your lock screen PIN.',
      },
      {
        title: 'Take out the SIM and memory card',
        detail: 'Open the SIM tray with the eject tool and take out every SIM and the microSD card.',
      },
    ],
  },
  oneplus: {
    key: 'oneplus',
    title: 'OnePlus (OxygenOS)',
    steps: [
      {
        title: 'Back up your phone',
        detail:
          'Settings > Google > Backup > Back up now, or use the Clone Phone app to move to a new phone.',
      },
      {
        title: 'Remove your Google and OnePlus accounts',
        detail:
          'Settings > Users & accounts > your Google account > Remove account, and the same for your OnePlus account.',
      },
      {
        title: 'Factory reset',
        detail:
          'Settings > System (System & updates on some versions) > Reset options (or Back up and reset) > Erase all data (factory reset) > Erase all data.',
      },
      {
        title: 'Take out the SIM card',
        detail: 'Open the SIM tray with the eject tool and take out every SIM.',
      },
    ],
  },
  google: {
    key: 'google',
    title: 'Google Pixel',
    steps: [
      {
        title: 'Back up your phone',
        detail: 'Settings > System > Backup > Back up now.',
      },
      {
        title: 'Remove your Google account',
        detail: 'Settings > Passwords, passkeys & accounts > your account > Remove account.',
      },
      {
        title: 'Factory reset',
        detail:
          'Settings > System > Reset options > Erase all data (factory reset). Tick Erase eSIMs if you use one, then tap Erase all data.',
      },
      {
        title: 'Take out the SIM card',
        detail: 'Open the SIM tray with the eject tool and take out the SIM.',
      },
    ],
  },
  android: {
    key: 'android',
    title: 'Android phones',
    steps: [
      {
        title: 'Back up your phone',
        detail: 'Settings > Google > Backup > Back up now, or copy your photos and files to a computer.',
      },
      {
        title: 'Remove your Google account and the phone maker’s account',
        detail:
          'Settings > Accounts (or Users & accounts, Passwords & accounts) > your Google account > Remove account; do the same for a vivo, OPPO, realme, HONOR or Motorola account.',
      },
      {
        title: 'Factory reset',
        detail:
          'Settings > System > Reset options > Erase all data (factory reset). On OPPO, realme, vivo and iQOO look under Additional settings or System management > Back up and reset. If you cannot find it, type "reset" in the Settings search.',
      },
      {
        title: 'Take out the SIM and memory card',
        detail: 'Open the SIM tray with the eject tool and take out every SIM and the microSD card.',
      },
    ],
  },
};

/** Which guide a catalog brand (its slug) gets; brands not named use the generic Android guide. */
const BRAND_WIPE_GUIDES: Readonly<Record<string, WipeGuideKey>> = {
  apple: 'apple',
  samsung: 'samsung',
  xiaomi: 'xiaomi',
  redmi: 'xiaomi',
  poco: 'xiaomi',
  oneplus: 'oneplus',
  google: 'google',
};

export function wipeGuideForBrand(brandSlug: string): WipeGuide {
  return WIPE_GUIDES[BRAND_WIPE_GUIDES[brandSlug.toLowerCase()] ?? 'android'];
}

// ---------------------------------------------------------------------------------------------------------
// Payout

export const PAYOUT_METHODS = ['upi', 'bank', 'wallet', 'cheque'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  upi: 'UPI',
  bank: 'Bank transfer',
  wallet: 'Wallet',
  cheque: 'Cheque',
};

/**
 * Wallets we can pay into. Payout providers of the RazorpayX kind credit Amazon Pay balances; other
 * wallets are paid by UPI.
 */
export const WALLET_PROVIDERS = ['amazonpay'] as const;
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];
export const WALLET_PROVIDER_LABELS: Record<WalletProvider, string> = { amazonpay: 'Amazon Pay' };

/**
 * A UPI ID (VPA): a user part of letters, digits, dots, hyphens and underscores (2 to 256 characters,
 * starting with a letter or digit), '@', and the payment app's handle (letters: okhdfcbank, ybl, paytm).
 */
export const VPA_PATTERN = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z]{2,64}$/;
export const isValidVpa = (vpa: string): boolean => VPA_PATTERN.test(vpa);

/** Indian bank account numbers are 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const isIfscFormat = (ifsc: string): boolean => IFSC_PATTERN.test(ifsc);

/** Drops the spaces people type in long numbers. */
const withoutSpaces = (value: string) => value.replace(/\s/g, '');

const vpa = () =>
  fields
    .requiredText(HANDOVER_MESSAGES.vpaRequired, 320, HANDOVER_MESSAGES.vpaInvalid)
    .toLowerCase()
    .regex(VPA_PATTERN, HANDOVER_MESSAGES.vpaInvalid);
const accountNumber = (required: string) =>
  fields
    .requiredText(required, 40, HANDOVER_MESSAGES.accountNumberInvalid)
    .transform(withoutSpaces)
    .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, HANDOVER_MESSAGES.accountNumberInvalid));
const ifsc = () =>
  fields
    .requiredText(HANDOVER_MESSAGES.ifscRequired, 20, HANDOVER_MESSAGES.ifscInvalid)
    .toUpperCase()
    .regex(IFSC_PATTERN, HANDOVER_MESSAGES.ifscInvalid);

export const payoutChoiceRequestSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('upi'), vpa: vpa() }),
    z
      .object({
        method: z.literal('bank'),
        account_holder: fields.requiredText(HANDOVER_MESSAGES.accountHolderRequired, 100),
        account_number: accountNumber(HANDOVER_MESSAGES.accountNumberRequired),
        confirm_account_number: accountNumber(HANDOVER_MESSAGES.accountNumberRequired),
        ifsc: ifsc(),
      })
      .refine((value) => value.account_number === value.confirm_account_number, {
        path: ['confirm_account_number'],
        message: HANDOVER_MESSAGES.accountNumbersMustMatch,
      }),
    z.object({
      method: z.literal('wallet'),
      provider: z.enum(WALLET_PROVIDERS, { error: HANDOVER_MESSAGES.walletProviderRequired }),
      mobile: fields
        .requiredText(HANDOVER_MESSAGES.walletMobileDigits, 20)
        .regex(/^\d{10}$/, HANDOVER_MESSAGES.walletMobileDigits),
    }),
    z.object({
      method: z.literal('cheque'),
      payee_name: fields.requiredText(HANDOVER_MESSAGES.payeeNameRequired, 100),
    }),
  ],
  { error: HANDOVER_MESSAGES.payoutMethodRequired },
);
export type PayoutChoice = z.infer<typeof payoutChoiceRequestSchema>;

/** Where a payout goes, in full: only ever in a request and in the call to the payouts provider. */
export type PayoutDestination =
  | { method: 'upi'; vpa: string; name: string }
  | { method: 'bank'; account_holder: string; account_number: string; ifsc: string }
  | { method: 'wallet'; provider: WalletProvider; mobile: string; name: string };

/** What is kept of a payout choice (at rest, on the receipt and on the order page). */
export const maskedPayoutSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('upi'), vpa: z.string() }),
  z.object({
    method: z.literal('bank'),
    account_holder: z.string(),
    account_number: z.string(),
    ifsc: z.string(),
    bank_name: z.string().nullable(),
  }),
  z.object({ method: z.literal('wallet'), provider: z.enum(WALLET_PROVIDERS), mobile: z.string() }),
  z.object({ method: z.literal('cheque'), payee_name: z.string() }),
]);
export type MaskedPayout = z.infer<typeof maskedPayoutSchema>;

/** 'XXXXXX3210@ybl': the user part masked like any number, the app's handle kept. */
export function maskVpa(value: string): string {
  const at = value.lastIndexOf('@');
  return at < 0 ? maskTail(value) : `${maskTail(value.slice(0, at))}${value.slice(at)}`;
}

export const maskAccountNumber = (accountNumber: string): string => maskTail(accountNumber);

/** The stored form of a payout choice; `bankName` is the IFSC's bank when the server knows it. */
export function maskPayoutChoice(choice: PayoutChoice, bankName: string | null = null): MaskedPayout {
  switch (choice.method) {
    case 'upi':
      return { method: 'upi', vpa: maskVpa(choice.vpa) };
    case 'bank':
      return {
        method: 'bank',
        account_holder: choice.account_holder,
        account_number: maskAccountNumber(choice.account_number),
        ifsc: choice.ifsc,
        bank_name: bankName,
      };
    case 'wallet':
      return { method: 'wallet', provider: choice.provider, mobile: maskMobile(choice.mobile) };
    case 'cheque':
      return { method: 'cheque', payee_name: choice.payee_name };
  }
}

/** One line for the receipt and the order page: 'UPI XXXXXX3210@ybl'. */
export function describePayout(payout: MaskedPayout): string {
  switch (payout.method) {
    case 'upi':
      return `UPI ${payout.vpa}`;
    case 'bank':
      return `Bank transfer to A/c ${payout.account_number} (${payout.bank_name ? `${payout.bank_name}, ` : ''}IFSC ${payout.ifsc})`;
    case 'wallet':
      return `${WALLET_PROVIDER_LABELS[payout.provider]} wallet ${payout.mobile}`;
    case 'cheque':
      return `Cheque in favour of ${payout.payee_name}`;
  }
}

/** A cheque's number, which is the payout reference of a cheque payment. */
export const chequeNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, HANDOVER_MESSAGES.chequeNumberInvalid);

// ---------------------------------------------------------------------------------------------------------
// Final amount

/** The largest amount one handover can pay (a guard against a typo with too many zeros). */
export const MAX_FINAL_AMOUNT = 10_00_000;

export const finalAmountRequestSchema = z.object({
  final_amount: z
    .number({ error: HANDOVER_MESSAGES.finalAmountRequired })
    .int(HANDOVER_MESSAGES.finalAmountWhole)
    .min(1, HANDOVER_MESSAGES.finalAmountPositive)
    .max(MAX_FINAL_AMOUNT, HANDOVER_MESSAGES.finalAmountTooLarge),
});
export type FinalAmountRequest = z.infer<typeof finalAmountRequestSchema>;

/**
 * The message when the final amount is not the agreed (possibly revised) value, else null. The seller is
 * paid the price they agreed to: a lower figure comes only from the rule-bound re-check they accepted
 * (each changed answer with its cost), never from a figure typed at the door (issue 21).
 */
export function finalAmountProblem(finalAmount: number, agreedValue: number): string | null {
  return finalAmount !== agreedValue
    ? `The amount paid is the agreed price of ${formatINR(agreedValue)}. A lower price comes only from a re-check the seller accepts.`
    : null;
}
