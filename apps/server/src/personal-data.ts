import type { PersonalDataHook } from './lib/personal-data.ts';
import { addressesPersonalData } from './modules/addresses/index.ts';
import { auditPersonalData } from './modules/audit/index.ts';
import { authPersonalData } from './modules/auth/index.ts';
import { contactPersonalData } from './modules/contact/index.ts';
import { customersPersonalData } from './modules/customers/index.ts';
import { enquiriesPersonalData } from './modules/enquiries/index.ts';
import { evidencePersonalData } from './modules/evidence/index.ts';
import { handoverPersonalData } from './modules/handover/index.ts';
import { ordersPersonalData } from './modules/orders/index.ts';
import { outboxPersonalData } from './modules/outbox/index.ts';
import { partnersPersonalData } from './modules/partners/index.ts';
import { payoutsPersonalData } from './modules/payouts/index.ts';
import {
  runAccessLogSweep as accessLogSweep,
  runInactiveAccountSweep as inactiveAccountSweep,
  type SweepDeps,
} from './modules/privacy/index.ts';
import { selfCheckPersonalData } from './modules/self-check/index.ts';
import { staffPersonalData } from './modules/staff/index.ts';
import { whatsappPersonalData } from './modules/whatsapp/index.ts';

/**
 * Every module holding personal data (issue 24; issue 33's walls), handed to the privacy module, which
 * imports none of them: its erasure, downloads and retention sweeps ask each one (lib/personal-data.ts). The
 * order is the order an erasure applies them in, and the account row last: each hook reads the seller as they
 * were (the subject), and the account's anonymisation marks the erasure done. A module holding data about
 * sellers, partners or their sign-ins is added here, or the download test (which reads the schema) fails.
 */
export const PERSONAL_DATA: readonly PersonalDataHook[] = [
  authPersonalData,
  addressesPersonalData,
  whatsappPersonalData,
  contactPersonalData,
  enquiriesPersonalData,
  outboxPersonalData,
  ordersPersonalData,
  selfCheckPersonalData,
  handoverPersonalData,
  evidencePersonalData,
  payoutsPersonalData,
  partnersPersonalData,
  staffPersonalData,
  auditPersonalData,
  customersPersonalData,
];

/** The inactive-account sweep over every module's data (the job queue runs it: app.ts). */
export function runInactiveAccountSweep(deps: Omit<SweepDeps, 'personalData'>, now?: Date) {
  return inactiveAccountSweep({ ...deps, personalData: PERSONAL_DATA }, now);
}

/** The access-log sweep over every module's logs (the job queue runs it: app.ts). */
export function runAccessLogSweep(deps: Omit<SweepDeps, 'personalData'>, now?: Date) {
  return accessLogSweep({ ...deps, personalData: PERSONAL_DATA }, now);
}
