import { z } from 'zod';
import { pageLanguage } from './language-api.ts';
import { fields, MESSAGES, text } from './validation.ts';

/**
 * Accounts, sessions, addresses and pincodes (SPEC sections 2, 3, 4 and 7), with the spec's paths and field
 * names. Every authenticated call sends `Authorization: Bearer <token>`, the `token` of the login answers.
 * Failures answer 4xx with { success: false, message } (the message is shown in a toast).
 */

/** The platform value sent with registration, checkout and password reset (SPEC 9). */
export const PLATFORM = 'web';

export const customerSchema = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  /** '' when not given. */
  email: z.string(),
  /** '' when not given. */
  alternate_mobile: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

const platform = z.literal(PLATFORM, { error: `platform must be '${PLATFORM}'` }).default(PLATFORM);

/** GET api/checkcustomerexists/{mobile}: success false means no account (go to signup). */
export const checkCustomerExistsResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['verified', 'unverified']).optional(),
  message: z.string(),
});

export const customerLoginRequestSchema = z.object({ mobile: fields.mobile(), password: fields.password() });
export const otpRequestSchema = z.object({
  mobile: fields.mobile(),
  otp: fields.otp(),
  language: pageLanguage(),
});
export const registerCustomerRequestSchema = z.object({
  mobile: fields.mobile(),
  name: fields.name(),
  password: fields.newPassword(),
  platform,
  language: pageLanguage(),
  /** The privacy notice version the sign-up dialog linked (issue 32): recorded as accepted once the OTP is verified. */
  notice_version: text(40).optional(),
});
export const forgetPasswordCustomerRequestSchema = z.object({
  newPassword: fields.newPassword(),
  customer_id: fields.id(),
  /** Proof that the OTP was verified, from forgetpasswordverifycustomerotp (not in the spec: without it anyone could reset any customer's password by id). */
  reset_token: text(100).min(16, 'reset_token is required'),
  platform,
});
export const checkoutCustomerRequestSchema = z.object({
  mobile: fields.mobile(),
  name: fields.name(),
  email: fields.optionalEmail().default(''),
  locality: fields.optionalText(200).default(''),
  city: fields.city(),
  state: fields.optionalText(100).default(''),
  pincode: fields.pincode(),
  platform,
  language: pageLanguage(),
  /** As registerCustomer's: the privacy notice version the checkout dialog linked (issue 32). */
  notice_version: text(40).optional(),
});
export type CheckoutCustomerRequest = z.infer<typeof checkoutCustomerRequestSchema>;
/** POST api/logout: no body (Fastify reads it as null) ends this session; `everywhere: true` ends every session of the customer. */
export const logoutRequestSchema = z.object({ everywhere: z.boolean().optional() }).strict().nullish();

/** Login, OTP verification and password reset answer the customer and a new session token. */
export const sessionResponseSchema = z.object({
  success: z.literal(true),
  customer: customerSchema,
  token: z.string(),
  message: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST api/registercustomer: `data` is the mobile number the OTP was sent to. */
export const registerCustomerResponseSchema = z.object({
  success: z.literal(true),
  data: z.string(),
  message: z.string(),
});

export const forgetPasswordVerifyResponseSchema = z.object({
  success: z.literal(true),
  customer: z.object({ customer_id: z.number().int() }),
  reset_token: z.string(),
  message: z.string(),
});

/** GET api/getcustomerprofile/{id}: the current token and customer (start-up refresh, SPEC 4). */
export const customerProfileResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  customer: customerSchema,
});

export const customerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  customer: customerSchema,
});

export const sessionCheckResponseSchema = z.object({ success: z.boolean() });

export const updateCustomerProfileRequestSchema = z.object({
  customer_id: fields.id(),
  name: fields.name(),
  email: fields.email(),
  /** Read-only: must be the customer's own number. */
  mobile: fields.mobile(),
  alternate_mobile: fields.alternateMobile().default(''),
});

export const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const addressSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  address_type: z.enum(ADDRESS_TYPES),
  address_no: z.string(),
  locality: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  /** 1 marks the default address. */
  is_default: z.union([z.literal(0), z.literal(1)]),
  lat: z.string(),
  lng: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** The address form (SPEC 5) and the body of addaddress (editaddress adds the id). */
export const addressFormSchema = z.object({
  address_type: z.enum(ADDRESS_TYPES, { error: MESSAGES.addressTypeRequired }),
  address_no: fields.locality(MESSAGES.addressNoRequired),
  locality: fields.locality(),
  landmark: fields.optionalText(200).default(''),
  city: fields.city(),
  state: fields.state(),
  pincode: fields.pincode(),
  is_default: z.coerce.number().int().min(0).max(1).default(0),
  lat: fields.optionalText(30).default(''),
  lng: fields.optionalText(30).default(''),
});
export type AddressForm = z.infer<typeof addressFormSchema>;
export const addAddressRequestSchema = addressFormSchema.extend({
  /** Optional: the session decides whose address it is; a different id is refused. */
  customer_id: fields.id().optional(),
});
export const editAddressRequestSchema = addAddressRequestSchema.extend({ id: fields.id() });
export const deleteAddressRequestSchema = z.object({ id: fields.id() });

export const addressesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  addresses: z.array(addressSchema),
});
export const addressSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  address: addressSchema,
});

/** A pincode suggestion (SPEC 3): choosing one fills pincode, city, state and locality. */
export const pincodeEntrySchema = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  locality: z.string(),
});
export type PincodeEntry = z.infer<typeof pincodeEntrySchema>;
export const pincodesResponseSchema = z.object({
  success: z.literal(true),
  pincodes: z.array(pincodeEntrySchema),
});
