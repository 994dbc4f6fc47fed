import { privacy_consent_sms_offers_label } from '@phonix/shared/messages/privacy_consent_sms_offers_label';
import { privacy_consent_sms_offers_text } from '@phonix/shared/messages/privacy_consent_sms_offers_text';
import { privacy_consent_whatsapp_label } from '@phonix/shared/messages/privacy_consent_whatsapp_label';
import { privacy_consent_whatsapp_text } from '@phonix/shared/messages/privacy_consent_whatsapp_text';
import { privacy_grievance_state_answered } from '@phonix/shared/messages/privacy_grievance_state_answered';
import { privacy_grievance_state_closed } from '@phonix/shared/messages/privacy_grievance_state_closed';
import { privacy_grievance_state_open } from '@phonix/shared/messages/privacy_grievance_state_open';
import { privacy_item_addresses_data } from '@phonix/shared/messages/privacy_item_addresses_data';
import { privacy_item_addresses_purpose } from '@phonix/shared/messages/privacy_item_addresses_purpose';
import { privacy_item_addresses_recipients } from '@phonix/shared/messages/privacy_item_addresses_recipients';
import { privacy_item_addresses_retention } from '@phonix/shared/messages/privacy_item_addresses_retention';
import { privacy_item_device_data } from '@phonix/shared/messages/privacy_item_device_data';
import { privacy_item_device_purpose } from '@phonix/shared/messages/privacy_item_device_purpose';
import { privacy_item_device_recipients } from '@phonix/shared/messages/privacy_item_device_recipients';
import { privacy_item_device_retention } from '@phonix/shared/messages/privacy_item_device_retention';
import { privacy_item_door_photos_data } from '@phonix/shared/messages/privacy_item_door_photos_data';
import { privacy_item_door_photos_purpose } from '@phonix/shared/messages/privacy_item_door_photos_purpose';
import { privacy_item_door_photos_recipients } from '@phonix/shared/messages/privacy_item_door_photos_recipients';
import { privacy_item_door_photos_retention } from '@phonix/shared/messages/privacy_item_door_photos_retention';
import { privacy_item_id_data } from '@phonix/shared/messages/privacy_item_id_data';
import { privacy_item_id_purpose } from '@phonix/shared/messages/privacy_item_id_purpose';
import { privacy_item_id_recipients } from '@phonix/shared/messages/privacy_item_id_recipients';
import { privacy_item_id_retention } from '@phonix/shared/messages/privacy_item_id_retention';
import { privacy_item_imei_data } from '@phonix/shared/messages/privacy_item_imei_data';
import { privacy_item_imei_purpose } from '@phonix/shared/messages/privacy_item_imei_purpose';
import { privacy_item_imei_recipients } from '@phonix/shared/messages/privacy_item_imei_recipients';
import { privacy_item_imei_retention } from '@phonix/shared/messages/privacy_item_imei_retention';
import { privacy_item_messages_data } from '@phonix/shared/messages/privacy_item_messages_data';
import { privacy_item_messages_purpose } from '@phonix/shared/messages/privacy_item_messages_purpose';
import { privacy_item_messages_recipients } from '@phonix/shared/messages/privacy_item_messages_recipients';
import { privacy_item_messages_retention } from '@phonix/shared/messages/privacy_item_messages_retention';
import { privacy_item_mobile_data } from '@phonix/shared/messages/privacy_item_mobile_data';
import { privacy_item_mobile_purpose } from '@phonix/shared/messages/privacy_item_mobile_purpose';
import { privacy_item_mobile_recipients } from '@phonix/shared/messages/privacy_item_mobile_recipients';
import { privacy_item_mobile_retention } from '@phonix/shared/messages/privacy_item_mobile_retention';
import { privacy_item_name_data } from '@phonix/shared/messages/privacy_item_name_data';
import { privacy_item_name_purpose } from '@phonix/shared/messages/privacy_item_name_purpose';
import { privacy_item_name_recipients } from '@phonix/shared/messages/privacy_item_name_recipients';
import { privacy_item_name_retention } from '@phonix/shared/messages/privacy_item_name_retention';
import { privacy_item_payout_data } from '@phonix/shared/messages/privacy_item_payout_data';
import { privacy_item_payout_purpose } from '@phonix/shared/messages/privacy_item_payout_purpose';
import { privacy_item_payout_recipients } from '@phonix/shared/messages/privacy_item_payout_recipients';
import { privacy_item_payout_retention } from '@phonix/shared/messages/privacy_item_payout_retention';
import { privacy_item_sessions_data } from '@phonix/shared/messages/privacy_item_sessions_data';
import { privacy_item_sessions_purpose } from '@phonix/shared/messages/privacy_item_sessions_purpose';
import { privacy_item_sessions_recipients } from '@phonix/shared/messages/privacy_item_sessions_recipients';
import { privacy_item_sessions_retention } from '@phonix/shared/messages/privacy_item_sessions_retention';
import { privacy_kind_addresses } from '@phonix/shared/messages/privacy_kind_addresses';
import { privacy_kind_contact_messages } from '@phonix/shared/messages/privacy_kind_contact_messages';
import { privacy_kind_customers } from '@phonix/shared/messages/privacy_kind_customers';
import { privacy_kind_door_photos } from '@phonix/shared/messages/privacy_kind_door_photos';
import { privacy_kind_grievance_updates } from '@phonix/shared/messages/privacy_kind_grievance_updates';
import { privacy_kind_grievances } from '@phonix/shared/messages/privacy_kind_grievances';
import { privacy_kind_handovers } from '@phonix/shared/messages/privacy_kind_handovers';
import { privacy_kind_imei_checks } from '@phonix/shared/messages/privacy_kind_imei_checks';
import { privacy_kind_login_failures } from '@phonix/shared/messages/privacy_kind_login_failures';
import { privacy_kind_order_events } from '@phonix/shared/messages/privacy_kind_order_events';
import { privacy_kind_orders } from '@phonix/shared/messages/privacy_kind_orders';
import { privacy_kind_other } from '@phonix/shared/messages/privacy_kind_other';
import { privacy_kind_otp_codes } from '@phonix/shared/messages/privacy_kind_otp_codes';
import { privacy_kind_outbox_messages } from '@phonix/shared/messages/privacy_kind_outbox_messages';
import { privacy_kind_partner_requests } from '@phonix/shared/messages/privacy_kind_partner_requests';
import { privacy_kind_partners } from '@phonix/shared/messages/privacy_kind_partners';
import { privacy_kind_password_resets } from '@phonix/shared/messages/privacy_kind_password_resets';
import { privacy_kind_payout_webhook_events } from '@phonix/shared/messages/privacy_kind_payout_webhook_events';
import { privacy_kind_price_enquiries } from '@phonix/shared/messages/privacy_kind_price_enquiries';
import { privacy_kind_privacy_consents } from '@phonix/shared/messages/privacy_kind_privacy_consents';
import { privacy_kind_privacy_notice_acceptances } from '@phonix/shared/messages/privacy_kind_privacy_notice_acceptances';
import { privacy_kind_purchase_receipts } from '@phonix/shared/messages/privacy_kind_purchase_receipts';
import { privacy_kind_sessions } from '@phonix/shared/messages/privacy_kind_sessions';
import { privacy_kind_whatsapp_consents } from '@phonix/shared/messages/privacy_kind_whatsapp_consents';
import { privacy_kind_whatsapp_messages } from '@phonix/shared/messages/privacy_kind_whatsapp_messages';
import { privacy_recipient_partner } from '@phonix/shared/messages/privacy_recipient_partner';
import { privacy_recipient_partner_data } from '@phonix/shared/messages/privacy_recipient_partner_data';
import { privacy_recipient_payout_provider } from '@phonix/shared/messages/privacy_recipient_payout_provider';
import { privacy_recipient_payout_provider_data } from '@phonix/shared/messages/privacy_recipient_payout_provider_data';
import { privacy_recipient_sms_provider } from '@phonix/shared/messages/privacy_recipient_sms_provider';
import { privacy_recipient_sms_provider_data } from '@phonix/shared/messages/privacy_recipient_sms_provider_data';
import { privacy_recipient_whatsapp_provider } from '@phonix/shared/messages/privacy_recipient_whatsapp_provider';
import { privacy_recipient_whatsapp_provider_data } from '@phonix/shared/messages/privacy_recipient_whatsapp_provider_data';
import { privacy_retention_dealer_register_period } from '@phonix/shared/messages/privacy_retention_dealer_register_period';
import { privacy_retention_dealer_register_source } from '@phonix/shared/messages/privacy_retention_dealer_register_source';
import { privacy_retention_dealer_register_what } from '@phonix/shared/messages/privacy_retention_dealer_register_what';
import { privacy_retention_dealer_register_why } from '@phonix/shared/messages/privacy_retention_dealer_register_why';
import { privacy_retention_door_photos_period } from '@phonix/shared/messages/privacy_retention_door_photos_period';
import { privacy_retention_door_photos_source } from '@phonix/shared/messages/privacy_retention_door_photos_source';
import { privacy_retention_door_photos_what } from '@phonix/shared/messages/privacy_retention_door_photos_what';
import { privacy_retention_door_photos_why } from '@phonix/shared/messages/privacy_retention_door_photos_why';
import { privacy_retention_purchase_receipt_period } from '@phonix/shared/messages/privacy_retention_purchase_receipt_period';
import { privacy_retention_purchase_receipt_source } from '@phonix/shared/messages/privacy_retention_purchase_receipt_source';
import { privacy_retention_purchase_receipt_what } from '@phonix/shared/messages/privacy_retention_purchase_receipt_what';
import { privacy_retention_purchase_receipt_why } from '@phonix/shared/messages/privacy_retention_purchase_receipt_why';
import type { ConsentPurpose, GrievanceState } from '@phonix/shared/privacy-api';
import type { RetentionCode } from '@phonix/shared/retention';

/**
 * The privacy notice's words in the reader's language. privacy-notice.ts and retention.ts hold the notice
 * in English with stable codes; each code's words are messages here (the English ones equal to those files,
 * which notice-text.test.ts checks, so a new notice version cannot go out with stale translations).
 */
type Words = () => string;

export interface NoticeItemWords {
  data: Words;
  purpose: Words;
  recipients: Words;
  retention: Words;
}

/** The notice's items by code (PRIVACY_NOTICE_ITEMS). */
export const NOTICE_ITEM_WORDS: Record<string, NoticeItemWords> = {
  mobile: {
    data: privacy_item_mobile_data,
    purpose: privacy_item_mobile_purpose,
    recipients: privacy_item_mobile_recipients,
    retention: privacy_item_mobile_retention,
  },
  name: {
    data: privacy_item_name_data,
    purpose: privacy_item_name_purpose,
    recipients: privacy_item_name_recipients,
    retention: privacy_item_name_retention,
  },
  addresses: {
    data: privacy_item_addresses_data,
    purpose: privacy_item_addresses_purpose,
    recipients: privacy_item_addresses_recipients,
    retention: privacy_item_addresses_retention,
  },
  device: {
    data: privacy_item_device_data,
    purpose: privacy_item_device_purpose,
    recipients: privacy_item_device_recipients,
    retention: privacy_item_device_retention,
  },
  imei: {
    data: privacy_item_imei_data,
    purpose: privacy_item_imei_purpose,
    recipients: privacy_item_imei_recipients,
    retention: privacy_item_imei_retention,
  },
  door_photos: {
    data: privacy_item_door_photos_data,
    purpose: privacy_item_door_photos_purpose,
    recipients: privacy_item_door_photos_recipients,
    retention: privacy_item_door_photos_retention,
  },
  id: {
    data: privacy_item_id_data,
    purpose: privacy_item_id_purpose,
    recipients: privacy_item_id_recipients,
    retention: privacy_item_id_retention,
  },
  payout: {
    data: privacy_item_payout_data,
    purpose: privacy_item_payout_purpose,
    recipients: privacy_item_payout_recipients,
    retention: privacy_item_payout_retention,
  },
  messages: {
    data: privacy_item_messages_data,
    purpose: privacy_item_messages_purpose,
    recipients: privacy_item_messages_recipients,
    retention: privacy_item_messages_retention,
  },
  sessions: {
    data: privacy_item_sessions_data,
    purpose: privacy_item_sessions_purpose,
    recipients: privacy_item_sessions_recipients,
    retention: privacy_item_sessions_retention,
  },
};

export interface RetentionWords {
  what: Words;
  why: Words;
  source: Words;
  period: Words;
}

/** What is kept after an erasure, by retention.ts code (also the `code` of the API's kept records). */
export const RETENTION_WORDS: Record<RetentionCode, RetentionWords> = {
  purchaseReceipt: {
    what: privacy_retention_purchase_receipt_what,
    why: privacy_retention_purchase_receipt_why,
    source: privacy_retention_purchase_receipt_source,
    period: privacy_retention_purchase_receipt_period,
  },
  dealerRegister: {
    what: privacy_retention_dealer_register_what,
    why: privacy_retention_dealer_register_why,
    source: privacy_retention_dealer_register_source,
    period: privacy_retention_dealer_register_period,
  },
  doorPhotos: {
    what: privacy_retention_door_photos_what,
    why: privacy_retention_door_photos_why,
    source: privacy_retention_door_photos_source,
    period: privacy_retention_door_photos_period,
  },
};

/** The kinds of record held (the download's tables), as the seller reads them. */
const KIND_WORDS: Record<string, Words> = {
  customers: privacy_kind_customers,
  addresses: privacy_kind_addresses,
  sessions: privacy_kind_sessions,
  login_failures: privacy_kind_login_failures,
  password_resets: privacy_kind_password_resets,
  price_enquiries: privacy_kind_price_enquiries,
  whatsapp_consents: privacy_kind_whatsapp_consents,
  privacy_notice_acceptances: privacy_kind_privacy_notice_acceptances,
  privacy_consents: privacy_kind_privacy_consents,
  otp_codes: privacy_kind_otp_codes,
  partner_requests: privacy_kind_partner_requests,
  partners: privacy_kind_partners,
  contact_messages: privacy_kind_contact_messages,
  orders: privacy_kind_orders,
  order_events: privacy_kind_order_events,
  handovers: privacy_kind_handovers,
  imei_checks: privacy_kind_imei_checks,
  door_photos: privacy_kind_door_photos,
  purchase_receipts: privacy_kind_purchase_receipts,
  payout_webhook_events: privacy_kind_payout_webhook_events,
  outbox_messages: privacy_kind_outbox_messages,
  whatsapp_messages: privacy_kind_whatsapp_messages,
  grievances: privacy_kind_grievances,
  grievance_updates: privacy_kind_grievance_updates,
};

/** A kind of record by its table; a table added later reads as "Other records" until it has words. */
export const kindLabel = (table: string): string => (KIND_WORDS[table] ?? privacy_kind_other)();

export type RecipientKind = 'partner' | 'sms_provider' | 'whatsapp_provider' | 'payout_provider';

/** Who received data and what (data-export.ts recipientsOf): the partner by its shop's name. */
export function recipientWords(kind: RecipientKind, name: string): { who: string; data: string } {
  switch (kind) {
    case 'partner':
      return { who: privacy_recipient_partner({ name }), data: privacy_recipient_partner_data() };
    case 'sms_provider':
      return { who: privacy_recipient_sms_provider(), data: privacy_recipient_sms_provider_data() };
    case 'whatsapp_provider':
      return { who: privacy_recipient_whatsapp_provider(), data: privacy_recipient_whatsapp_provider_data() };
    case 'payout_provider':
      return { who: privacy_recipient_payout_provider(), data: privacy_recipient_payout_provider_data() };
  }
}

export const GRIEVANCE_STATE_WORDS: Record<GrievanceState, Words> = {
  open: privacy_grievance_state_open,
  answered: privacy_grievance_state_answered,
  closed: privacy_grievance_state_closed,
};

/** Each optional purpose's switch: its name, and the exact words recorded when it is turned on. */
export const CONSENT_WORDS: Record<ConsentPurpose, { label: Words; text: Words }> = {
  whatsapp: { label: privacy_consent_whatsapp_label, text: privacy_consent_whatsapp_text },
  sms_offers: { label: privacy_consent_sms_offers_label, text: privacy_consent_sms_offers_text },
};
