/**
 * Every error the API answers with, by code: its HTTP status and the message shown when the thrower gives
 * none. The server's services throw these codes (AppError in apps/server/src/lib/app-error.ts), one error
 * handler turns them into `{ success: false, code, message, field? }`, and the web app may branch on the
 * code (never on the wording, which may change or be translated).
 */
export const ERRORS = {
  // 400: the request is wrong; `field` names the part that is.
  VALIDATION_FAILED: { status: 400, message: 'Please check the details you entered.' },
  MALFORMED_REQUEST: { status: 400, message: 'The request could not be read. Please try again.' },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message: 'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.',
  },
  OTP_INVALID: { status: 400, message: 'Invalid OTP. Please check the code and try again.' },
  OTP_EXPIRED: {
    status: 400,
    message: 'This OTP has expired or was already used. Please request a new OTP.',
  },
  OTP_LOCKED: { status: 400, message: 'Too many wrong attempts. Please request a new OTP.' },
  RESET_EXPIRED: { status: 400, message: 'This password reset has expired. Please request a new OTP.' },
  MOBILE_READ_ONLY: { status: 400, message: 'The mobile number cannot be changed.' },
  PINCODE_NOT_SERVED: { status: 400, message: 'Pickup is not available at this pincode yet.' },
  PICKUP_DATE_INVALID: {
    status: 400,
    message: 'Please choose a pickup date within the next 4 days, starting tomorrow.',
  },
  DEVICE_MISMATCH: { status: 400, message: 'The answers do not describe the chosen model and variant.' },
  QUOTE_MISMATCH: {
    status: 400,
    message: 'These answers are not the ones this quote was given for. Please check your price again.',
  },
  PICKUP_UNCHANGED: { status: 400, message: 'Please choose a different pickup date or time slot.' },

  // 400, handover at the doorstep (issue 13): what the executive or the seller entered cannot be used.
  IFSC_UNKNOWN: {
    status: 400,
    message: 'This IFSC was not found. Please check it on the cheque book, passbook or bank app.',
  },
  IMEI_CHECK_MISSING: {
    status: 400,
    message:
      'Please record the result of the official IMEI check (SMS "KYM <IMEI>" to 14422) with its reference.',
  },
  AMOUNT_NOT_AGREED: {
    status: 400,
    message:
      'The amount paid is the agreed price. A lower price comes only from a re-check the seller accepts.',
  },
  PAYOUT_METHOD_UNSUPPORTED: {
    status: 400,
    message: 'This payout method is not available right now. Please choose UPI or bank transfer.',
  },
  PAYOUT_REJECTED: {
    status: 400,
    message:
      'The bank or UPI app refused this payment. Please check the payout details or choose another way to be paid.',
  },
  // WhatsApp consent (issue 23): an opt-in records the exact words the seller agreed to.
  WHATSAPP_CONSENT_TEXT_REQUIRED: {
    status: 400,
    message: 'The consent text shown to the seller is required to opt in to WhatsApp messages.',
  },
  // Privacy rights (issue 24).
  NOTICE_VERSION_UNKNOWN: { status: 400, message: 'There is no privacy notice of this version.' },
  NOMINEE_OWN_MOBILE: {
    status: 400,
    message: 'Your nominee needs a mobile number of their own, not yours.',
  },
  BREACH_DETECTED_IN_FUTURE: {
    status: 400,
    message: 'The time a breach was detected cannot be in the future.',
  },
  BREACH_SELLER_UNKNOWN: {
    status: 400,
    message: 'One of the customer ids is not a seller we hold data about.',
  },
  CONSENT_TEXT_REQUIRED: {
    status: 400,
    message: 'The words shown with the switch are required to turn this on.',
  },
  // Operations console (staff).
  CURRENT_PASSWORD_WRONG: { status: 400, message: 'Your current password is not correct.' },
  STAFF_PASSWORD_UNCHANGED: {
    status: 400,
    message: 'Please choose a new password that differs from the current one.',
  },
  // Staff passwords (issue 31): a new one is typed twice and is not on the common-password list.
  STAFF_PASSWORD_MISMATCH: {
    status: 400,
    message: 'The two new passwords are not the same. Please type it again.',
  },
  STAFF_PASSWORD_COMMON: {
    status: 400,
    message: 'This password is on a list of common passwords. Please choose one that is harder to guess.',
  },
  // The dealer register (issue 31): operations staff say why they need every seller's number and address.
  DEALER_REGISTER_REASON_REQUIRED: {
    status: 400,
    message:
      'Please say in a few words why you need the dealer register. Admins may download it without one.',
  },
  // Get Upto prices from a CSV (issue 31): the message names the first line that cannot be applied.
  PRICE_UPLOAD_INVALID: { status: 400, message: 'This price file cannot be applied. Nothing was changed.' },
  PHOTO_INVALID: {
    status: 400,
    message: 'The photo could not be read. Please upload a JPEG, PNG or WebP image.',
  },
  // Evidence at the door (issue 34): every changed answer needs a photo; the message names what is missing.
  DOOR_PHOTOS_MISSING: {
    status: 400,
    message: 'Please take a photo of each answer you changed before sending the re-check.',
  },
  SERIES_OTHER_BRAND: { status: 400, message: 'The series must belong to the same brand as the model.' },
  // The self-check bound to the phone (issue 34): what the seller's phone sent cannot be used.
  SELF_CHECK_SIGNATURE_INVALID: {
    status: 400,
    message: 'This phone check could not be verified. Please run the check again on the phone being sold.',
  },
  SELF_CHECK_OTHER_VARIANT: {
    status: 400,
    message: 'This phone check was run for another model or variant than the one in this order.',
  },
  DOOR_CODE_WRONG: {
    status: 400,
    message: 'This is not the code the executive is showing. Please check it and try again.',
  },
  DOOR_CODE_EXPIRED: {
    status: 400,
    message:
      'This code has expired or was tried too many times. Please ask the executive to show a new code.',
  },
  DOOR_PROOF_OTHER_PHONE: {
    status: 400,
    message:
      'This browser is not the one that ran the phone check shared with this order. Please open your order on the phone being sold, in the browser you ran the check in.',
  },

  // 401 and 403: who is asking.
  LOGIN_REQUIRED: { status: 401, message: 'Please log in to continue.' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please log in again.' },
  WRONG_PASSWORD: { status: 401, message: 'Invalid mobile number or password.' },
  ACCOUNT_NOT_VERIFIED: {
    status: 403,
    message: 'Please verify your mobile number with the OTP we sent.',
  },
  PARTNER_LOGIN_REQUIRED: { status: 401, message: 'Please sign in as a Phonix partner to continue.' },
  NOMINEE_LOGIN_REQUIRED: { status: 401, message: 'Please sign in as a nominee to continue.' },
  PARTNER_SUSPENDED: {
    status: 403,
    message: 'This partner account is suspended. Please contact Phonix support.',
  },
  // Operations console (staff).
  WEBHOOK_SIGNATURE_INVALID: {
    status: 401,
    message: 'The webhook signature is missing or does not match this body.',
  },
  WEBHOOK_VERIFY_TOKEN_INVALID: {
    status: 403,
    message: 'The webhook verification request is not valid for this server.',
  },
  STAFF_LOGIN_REQUIRED: { status: 401, message: 'Please sign in to the operations console.' },
  STAFF_WRONG_CREDENTIALS: { status: 401, message: 'Invalid email or password.' },
  STAFF_CODE_INVALID: {
    status: 401,
    message: 'That code is not right. Please enter the current code from your authenticator app.',
  },
  STAFF_CHALLENGE_EXPIRED: {
    status: 401,
    message: 'This sign-in has expired. Please enter your email and password again.',
  },
  ADMIN_ONLY: { status: 403, message: 'Only an admin can do this.' },
  /** /metrics on the main port without `Authorization: Bearer <METRICS_TOKEN>` (docs/decisions/105). */
  METRICS_TOKEN_INVALID: { status: 401, message: 'A valid metrics token is required.' },
  /** A door photo's link without a valid signature, or past its time (they last DOOR_PHOTO_LIMITS.linkSeconds). */
  PHOTO_LINK_INVALID: {
    status: 403,
    message: 'This photo link is not valid or has expired. Please reload the page.',
  },
  STAFF_PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    message: 'Please choose a new password first: the one you signed in with was issued by an admin.',
  },

  // 404: not there, or not yours (another customer's object answers the same, SPEC security rule).
  ROUTE_NOT_FOUND: { status: 404, message: 'There is nothing at this address.' },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'No account found for this mobile number. Please sign up.' },
  CUSTOMER_NOT_FOUND: { status: 404, message: 'Customer not found' },
  ADDRESS_NOT_FOUND: { status: 404, message: 'Address not found' },
  ORDER_NOT_FOUND: { status: 404, message: 'Order not found' },
  GRIEVANCE_NOT_FOUND: { status: 404, message: 'Grievance not found' },
  DOOR_PHOTO_NOT_FOUND: { status: 404, message: 'Photo not found' },
  NOMINEE_NOT_FOUND: { status: 404, message: 'Nominee not found' },
  BREACH_NOT_FOUND: { status: 404, message: 'No such breach.' },
  BRAND_NOT_FOUND: { status: 404, message: 'No such brand.' },
  MODEL_NOT_FOUND: { status: 404, message: 'No such model.' },
  VARIANT_NOT_FOUND: { status: 404, message: 'No such variant.' },
  CITY_NOT_SERVED: { status: 404, message: 'We do not serve this city yet.' },
  RECEIPT_NOT_FOUND: { status: 404, message: 'Receipt not found' },
  PARTNER_NOT_FOUND: {
    status: 404,
    message: 'This mobile number is not registered as a Phonix partner.',
  },
  PARTNER_REQUEST_NOT_FOUND: { status: 404, message: 'Partner request not found' },
  REVISED_OFFER_NOT_FOUND: { status: 404, message: 'There is no revised offer for this order.' },
  QUOTE_NOT_FOUND: { status: 404, message: 'We could not find this quote. Please check your price again.' },
  // Operations console (staff).
  SERIES_NOT_FOUND: { status: 404, message: 'No such series.' },
  STAFF_NOT_FOUND: { status: 404, message: 'No such staff account.' },
  CONTACT_MESSAGE_NOT_FOUND: { status: 404, message: 'No such contact message.' },
  ENQUIRY_NOT_FOUND: { status: 404, message: 'No such price enquiry.' },
  AUDIT_ENTRY_NOT_FOUND: { status: 404, message: 'No such audit log entry.' },
  OUTBOX_MESSAGE_NOT_FOUND: { status: 404, message: 'No such message.' },

  // 409: the request is fine but the object's state does not allow it.
  NOTICE_VERSION_OUTDATED: {
    status: 409,
    message: 'This privacy notice has been replaced. Please read and accept the current one.',
  },
  ERASURE_ORDER_OPEN: {
    status: 409,
    message:
      'Your account can be erased once your open orders have ended. Please cancel or complete them first.',
  },
  GRIEVANCE_CLOSED: { status: 409, message: 'This grievance is closed.' },
  NOMINEE_NOT_PENDING: {
    status: 409,
    message: 'There is no nominee waiting for their code. Please name your nominee again.',
  },
  BREACH_ALREADY_REPORTED: { status: 409, message: "This breach's report to the Board is already recorded." },
  /** The loser of two erasures (or of an erasure and a booking) sent at once. */
  ACCOUNT_ERASED: { status: 409, message: 'This account has already been erased.' },
  /** Issue 31: a breach's sellers are told only once the number the preview showed is confirmed. */
  BREACH_SELLERS_UNCONFIRMED: {
    status: 409,
    message: 'Nothing was sent. Preview how many sellers this tells, then confirm that number.',
  },
  PRICE_UPLOAD_NEEDS_CONFIRMATION: {
    status: 409,
    message:
      'Some prices in this file move more than the price guard allows. Check them and confirm to apply.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'This request was already sent with other details. Please reload the page and try again.',
  },
  IDEMPOTENT_REQUEST_IN_PROGRESS: {
    status: 409,
    message: 'This request is still being handled. Please wait a moment; it will not be done twice.',
  },
  ACCOUNT_EXISTS: { status: 409, message: 'This mobile number is already registered. Please sign in.' },
  ORDER_NOT_CANCELLABLE: {
    status: 409,
    message: 'This order can no longer be cancelled. Please contact support.',
  },
  INVOICE_NOT_READY: { status: 409, message: 'The invoice is available once the order is completed.' },
  // Handover (issue 13). IMEI_RESTRICTED is read out to the seller by the executive.
  IMEI_RESTRICTED: {
    status: 409,
    message:
      'This phone’s IMEI is on the government’s list of lost, stolen or blocked phones, so we cannot buy it. You can check its status on Sanchar Saathi (sancharsaathi.gov.in) or by sending "KYM <IMEI>" by SMS to 14422.',
  },
  HANDOVER_INCOMPLETE: {
    status: 409,
    message: 'Please finish every handover step first: IMEI, seller ID, data wipe and payout.',
  },
  HANDOVER_ALREADY_COMPLETED: { status: 409, message: 'This handover is already completed.' },
  PAYOUT_STARTED: {
    status: 409,
    message: 'The seller has confirmed the payout for this order, so it can only be completed now.',
  },
  PAYOUT_IN_PROGRESS: {
    status: 409,
    message: 'The payment for this order is already on its way. Please wait a moment and reload the page.',
  },
  PAYOUT_OTP_LIMIT: {
    status: 429,
    message: 'Too many payout codes for this order. Please call Phonix support to complete this pickup.',
  },

  PAYOUT_DETAILS_CHANGED: {
    status: 409,
    message: 'The payout details differ from those the seller confirmed. Please choose the payout again.',
  },
  ORDER_TRANSITION_NOT_ALLOWED: {
    status: 409,
    message: 'This step is not possible for the order as it is now. Please reload it.',
  },
  DOOR_PHOTO_LIMIT: {
    status: 409,
    message: 'This answer already has as many photos as it can take.',
  },
  ORDER_ALREADY_TAKEN: {
    status: 409,
    message: 'Another partner has already accepted this pickup.',
  },
  ORDER_CHANGED: {
    status: 409,
    message: 'This order has changed since you opened it. Please reload it and try again.',
  },
  PARTNER_EXISTS: { status: 409, message: 'A partner with this mobile number already exists.' },
  PARTNER_REQUEST_APPROVED: { status: 409, message: 'This partner request has already been approved.' },
  PARTNER_REQUEST_DECLINED: {
    status: 409,
    message: 'This partner request was declined. The shop can send the partner form again.',
  },
  // Operations console (staff).
  STAFF_EMAIL_TAKEN: { status: 409, message: 'A staff account with this email already exists.' },
  LAST_ADMIN: { status: 409, message: 'At least one active admin must remain.' },
  CATALOG_NAME_TAKEN: { status: 409, message: 'That name is already used here. Please choose another.' },
  // Price edits and reverts (issue 21, decision records 070 and 071).
  PRICE_CHANGE_NEEDS_CONFIRMATION: {
    status: 409,
    message:
      'This price change is large or goes below the minimum offer. Please check the preview and confirm it.',
  },
  AUDIT_NOT_REVERTABLE: {
    status: 409,
    message: 'This change cannot be reverted from the audit log. Please make the change again by hand.',
  },
  AUDIT_ALREADY_REVERTED: { status: 409, message: 'This change has already been reverted.' },
  AUDIT_REVERT_CONFLICT: {
    status: 409,
    message:
      'This cannot be reverted: the values were changed again since. Please revert the later change first, or edit by hand.',
  },
  PAYOUT_NOT_RETRYABLE: {
    status: 409,
    message: 'Only a payout that failed or was reversed can be paid again, while its details are kept.',
  },
  PAYOUT_NOT_STUCK: {
    status: 409,
    message:
      'Only a released payout still waiting for the provider, or one that failed, can be marked failed.',
  },
  OUTBOX_NOT_RETRYABLE: { status: 409, message: 'Only a message that failed can be retried.' },
  JOB_NOT_FOUND: { status: 404, message: 'No such job run.' },
  JOB_NOT_RETRYABLE: { status: 409, message: 'Only a job run that failed can be retried.' },
  OUTBOX_NOT_RESENDABLE: {
    status: 409,
    message: 'This message is still waiting to be sent. Only a sent or failed message can be sent again.',
  },
  SELF_CHECK_ORDER_CLOSED: {
    status: 409,
    message: 'A phone check can be shared or proven only while the pickup is open.',
  },
  SELF_CHECK_NOT_SHARED: {
    status: 409,
    message: 'No phone check has been shared with this order yet. Please share it from the phone being sold.',
  },
  DOOR_CODE_NOT_YET: {
    status: 409,
    message: 'The phone can be proven once the executive is on the way for this pickup.',
  },
  PARTNER_NOT_ASSIGNABLE: {
    status: 409,
    message: 'This partner cannot take the order: it is suspended or already holds it.',
  },

  // 413 and 415: the body itself.
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Please send the request as JSON.' },

  // 429: limits. `retry_after` (seconds) says when to try again when it is known.
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again in a few minutes.' },
  OTP_COOLDOWN: { status: 429, message: 'Please wait before requesting another OTP.' },
  OTP_NUMBER_LIMIT: {
    status: 429,
    message: 'Too many OTP requests for this mobile number. Please try again later.',
  },
  OTP_NETWORK_LIMIT: {
    status: 429,
    message: 'Too many OTP requests from your network. Please try again later.',
  },
  // Limits keyed on the account, which rotating client addresses cannot dodge (issue 10).
  LOGIN_THROTTLED: {
    status: 429,
    message: 'Too many wrong passwords. Please wait a few minutes, or reset your password with an OTP.',
  },
  LOGIN_LOCKED: {
    status: 429,
    message: 'Too many wrong passwords. Please reset your password with an OTP (Forgot Password).',
  },
  OTP_VERIFY_LIMIT: {
    status: 429,
    message: 'Too many wrong OTPs for this mobile number. Please try again later.',
  },
  STAFF_LOGIN_DELAYED: {
    status: 429,
    message: 'Too many failed sign-ins for this account. Please wait before trying again.',
  },

  // 5xx: our side. The message never carries details; the log does.
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again in a moment.' },
  SMS_UNAVAILABLE: {
    status: 503,
    message: 'We could not send the OTP right now. Please try again in a minute.',
  },
  SERVICE_UNAVAILABLE: { status: 503, message: 'We are very busy right now. Please try again in a moment.' },
  // Readiness (GET /api/health/ready) and a server that is stopping: a load balancer sends the call elsewhere.
  DATABASE_UNAVAILABLE: { status: 503, message: 'The database is not answering.' },
  MIGRATIONS_PENDING: { status: 503, message: 'The database has migrations that are not applied yet.' },
  SHUTTING_DOWN: { status: 503, message: 'This server is stopping. Please try again in a moment.' },
  PAYOUT_UNAVAILABLE: {
    status: 503,
    message:
      'The payment service is not responding right now. Please try again in a minute; the seller will not be paid twice.',
  },
  // The doorstep's exceptions (issue 31): a phone bought before, and staff closing what the door stopped.
  IMEI_ALREADY_BOUGHT: {
    status: 409,
    message:
      'This IMEI is on a phone Phonix has already bought on an earlier order, so this pickup stops here. Phonix has been told and will call you.',
  },
  DOOR_HOLD_NOT_FOUND: { status: 404, message: 'There is no such phone stopped at the door.' },
  DOOR_HOLD_CLOSED: { status: 409, message: 'This has already been closed by someone in the team.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The HTTP statuses an API call can answer besides 200, as listed in the contract. */
export type ErrorStatus = (typeof ERRORS)[ErrorCode]['status'];
