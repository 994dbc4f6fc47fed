/**
 * The privacy notice (issue 24; Digital Personal Data Protection Act 2023, section 5, and DPDP Rules 2025,
 * rule 3): its versions and the itemised text, in one place. The server records which version a seller
 * accepted (and refuses any other); the web page draws the current one (English here; translations key off the
 * item codes). A change of what we collect, why, who receives it or how long it is kept is a NEW version
 * appended to PRIVACY_NOTICE_VERSIONS (never an edit of an old one): sellers then accept it again.
 */
import { RETENTION } from './retention.ts';

export interface PrivacyNoticeItem {
  /** A stable code (stored data and translations key off it). */
  code: string;
  /** What we collect. */
  data: string;
  /** Why. */
  purpose: string;
  /** Who receives it besides us. */
  recipients: string;
  /** How long it is kept. */
  retention: string;
}

export interface PrivacyNoticeVersion {
  /** 'YYYY-MM-DD.n': the effective day and a counter. */
  version: string;
  /** The India day it takes effect. */
  effective: string;
}

/**
 * Every version ever published, oldest first; the last is current. A version is appended on the day it takes
 * effect, never ahead of it (a seller cannot accept a notice not yet in effect): test/privacy-notice.test.ts
 * fails on a day later than today. (The first was written as '2026-12-01.1', a date still to come when it was
 * published on 27 November 2026; issue 32.)
 */
export const PRIVACY_NOTICE_VERSIONS: readonly PrivacyNoticeVersion[] = [
  { version: '2026-11-27.1', effective: '2026-11-27' },
  // Photos of the phone taken at the door (issue 34).
  { version: '2026-11-29.1', effective: '2026-11-29' },
];

export const CURRENT_PRIVACY_NOTICE: PrivacyNoticeVersion = PRIVACY_NOTICE_VERSIONS[
  PRIVACY_NOTICE_VERSIONS.length - 1
] as PrivacyNoticeVersion;

export const isKnownNoticeVersion = (version: string): boolean =>
  PRIVACY_NOTICE_VERSIONS.some((entry) => entry.version === version);

/** The Grievance Officer named on the notice (DPDP Rules 2025, rule 9: published contact for grievances). */
export const GRIEVANCE_OFFICER = {
  name: 'Lakshmi Narayanan',
  title: 'Grievance Officer',
  email: 'grievance@phonix.in',
  phone: '+91 40 4852 7301',
  address: '4th Floor, Cyber Towers, HITEC City, Hyderabad, Telangana 500081',
} as const;

/** Days within which a grievance is answered (DPDP Rules 2025, rule 14(3): ninety days). */
export const GRIEVANCE_ANSWER_DAYS = 90;

/** The Data Protection Board of India: where a seller may complain after using our grievance route. */
export const DATA_PROTECTION_BOARD = {
  name: 'Data Protection Board of India',
} as const;

/** What we collect, why, who receives it and how long it is kept (the current version's items). */
export const PRIVACY_NOTICE_ITEMS: readonly PrivacyNoticeItem[] = [
  {
    code: 'mobile',
    data: 'Your mobile number',
    purpose: 'To sign you in with a one-time code, and to send you order updates.',
    recipients: 'Our SMS provider; the partner who picks up your phone, while they hold your order.',
    retention: 'Until you erase your account; on purchase receipts, for the period in the receipt row.',
  },
  {
    code: 'name',
    data: 'Your name and e-mail address',
    purpose: 'To address you, and to print your name on the purchase receipt.',
    recipients: 'The partner who picks up your phone, while they hold your order.',
    retention: 'Until you erase your account; on purchase receipts, for the period in the receipt row.',
  },
  {
    code: 'addresses',
    data: 'Your pickup addresses',
    purpose: 'To pick up your phone at your door.',
    recipients: 'The partner who picks up your phone, while they hold your order.',
    retention:
      'Until you delete them or erase your account; the address on a purchase receipt as the receipt.',
  },
  {
    code: 'device',
    data: "Your answers about the phone's condition, and your quotes",
    purpose: 'To price your phone and to check it at pickup.',
    recipients: 'The partner who picks up your phone.',
    retention: 'Until you erase your account.',
  },
  {
    code: 'imei',
    data: "The phone's IMEI number(s)",
    purpose:
      'To check the phone is not reported lost or stolen, and for the dealer register the law requires.',
    recipients: 'The official IMEI check; the police on a lawful request.',
    retention: `With the purchase receipt: ${RETENTION.purchaseReceipt.period}.`,
  },
  {
    code: 'door_photos',
    data: 'Photos of the phone taken at pickup, for each answer the partner changed (no location or camera details)',
    purpose: 'To show you, and Phonix staff, why the price changed at the door.',
    recipients: 'You, the partner who picks up your phone, and Phonix staff.',
    retention: `With the purchase receipt: ${RETENTION.purchaseReceipt.period}.`,
  },
  {
    code: 'id',
    data: 'The type of your ID and its last four characters (never the full number)',
    purpose: 'To record who sold the phone, as the dealer register requires.',
    recipients: 'The partner who picks up your phone.',
    retention: `With the purchase receipt: ${RETENTION.purchaseReceipt.period}.`,
  },
  {
    code: 'payout',
    data: 'Your payout details (UPI ID or bank account; we keep only the last four characters)',
    purpose: 'To pay you.',
    recipients: 'Our payouts provider and your bank.',
    retention: `The last four characters with the purchase receipt: ${RETENTION.purchaseReceipt.period}.`,
  },
  {
    code: 'messages',
    data: 'The SMS and WhatsApp messages we sent you',
    purpose: 'To tell you about your orders, and to show you what we sent.',
    recipients: 'Our SMS provider; WhatsApp (Meta) only if you turned WhatsApp updates on.',
    retention: 'Until you erase your account.',
  },
  {
    code: 'sessions',
    data: 'Your sign-ins (when, and until when they last)',
    purpose: 'To keep you signed in safely.',
    recipients: 'Nobody.',
    retention: 'Until you erase your account; they end when you do.',
  },
];

/** Your rights, as the notice says them. */
export const PRIVACY_RIGHTS_TEXT = {
  withdraw:
    'You can turn off WhatsApp updates and offers by SMS at any time on your privacy page, in one tap. ' +
    'Turning them off never stops an order in progress.',
  access: 'You can see and download everything we hold about you on your privacy page.',
  correct: 'You can correct your name, e-mail and addresses in your profile.',
  erase:
    'You can erase your account on your privacy page, with a one-time code, once your open orders have ended. ' +
    'We keep only what the law makes us keep, and tell you what, why and until when.',
  grievance: `You can raise a grievance on your privacy page or an order's page; we answer within ${GRIEVANCE_ANSWER_DAYS} days. If you are not satisfied, you may complain to the ${DATA_PROTECTION_BOARD.name}.`,
} as const;
