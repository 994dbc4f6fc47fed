import { z } from 'zod';
import { ERRORS, type ErrorCode, type ErrorStatus } from '../errors.ts';
import { priceChangePreviewSchema } from '../price-guard.ts';
import { ADDRESSES_CONTRACT } from './contract/addresses.ts';
import { AUDIT_CONTRACT } from './contract/audit.ts';
import { AUTH_CONTRACT } from './contract/auth.ts';
import { CATALOG_CONTRACT } from './contract/catalog.ts';
import type { ContractOf, EndpointDefinition } from './contract/common.ts';
import { CONTACT_CONTRACT } from './contract/contact.ts';
import { CUSTOMERS_CONTRACT } from './contract/customers.ts';
import { DASHBOARD_CONTRACT } from './contract/dashboard.ts';
import { ENQUIRIES_CONTRACT } from './contract/enquiries.ts';
import { EVIDENCE_CONTRACT } from './contract/evidence.ts';
import { HANDOVER_CONTRACT } from './contract/handover.ts';
import { HEALTH_CONTRACT } from './contract/health.ts';
import { JOBS_CONTRACT } from './contract/jobs.ts';
import { ORDERS_CONTRACT } from './contract/orders.ts';
import { OUTBOX_CONTRACT } from './contract/outbox.ts';
import { PARTNERS_CONTRACT } from './contract/partners.ts';
import { PAYOUTS_CONTRACT } from './contract/payouts.ts';
import { PINCODES_CONTRACT } from './contract/pincodes.ts';
import { PRICING_CONTRACT } from './contract/pricing.ts';
import { PRIVACY_CONTRACT } from './contract/privacy.ts';
import { SELF_CHECK_CONTRACT } from './contract/self-check.ts';
import { SITE_STATS_CONTRACT } from './contract/site-stats.ts';
import { STAFF_CONTRACT } from './contract/staff.ts';
import { WHATSAPP_CONTRACT } from './contract/whatsapp.ts';
import { ENDPOINTS, type EndpointName } from './endpoints.ts';

export { healthResponseSchema, livenessResponseSchema, readinessResponseSchema } from './contract/health.ts';
export type { EndpointDefinition };

/** Every failed call answers this body; `code` is one of ERRORS (packages/shared/src/errors.ts). */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.enum(Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  /** The request field that was wrong, when one was. */
  field: z.string().optional(),
  /** Seconds until a new try can succeed (429, 503). */
  retry_after: z.number().int().optional(),
  /** PRICE_CHANGE_NEEDS_CONFIRMATION: what the change would do (price-guard.ts). */
  preview: priceChangePreviewSchema.optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * The API contract: for every endpoint of endpoints.ts, its request and response schemas and the error
 * statuses it can answer, assembled from the contract files of the server's modules (contract/<module>.ts,
 * one per apps/server/src/modules/<module>; who may call is in endpoints.ts). The server registers its
 * routes from this table (and the OpenAPI document comes from it); the web app's API client takes its types
 * from it.
 */
export const CONTRACT = {
  ...HEALTH_CONTRACT,
  ...CATALOG_CONTRACT,
  ...PINCODES_CONTRACT,
  ...PRICING_CONTRACT,
  ...ENQUIRIES_CONTRACT,
  ...AUTH_CONTRACT,
  ...CUSTOMERS_CONTRACT,
  ...WHATSAPP_CONTRACT,
  ...PRIVACY_CONTRACT,
  ...ADDRESSES_CONTRACT,
  ...ORDERS_CONTRACT,
  ...CONTACT_CONTRACT,
  ...PARTNERS_CONTRACT,
  ...SITE_STATS_CONTRACT,
  ...HANDOVER_CONTRACT,
  ...EVIDENCE_CONTRACT,
  ...STAFF_CONTRACT,
  ...AUDIT_CONTRACT,
  ...DASHBOARD_CONTRACT,
  ...OUTBOX_CONTRACT,
  ...JOBS_CONTRACT,
  ...PAYOUTS_CONTRACT,
  ...SELF_CHECK_CONTRACT,
} as const satisfies ContractOf<typeof ENDPOINTS>;

export type Contract = typeof CONTRACT;

/** Every status a call can answer besides 200, from its own list and its shape. */
export function errorStatuses(name: EndpointName): ErrorStatus[] {
  const definition: EndpointDefinition = CONTRACT[name];
  const statuses = new Set<ErrorStatus>(definition.errors);
  const { method } = ENDPOINTS[name];
  if (definition.params || definition.query || definition.body || definition.headers) statuses.add(400);
  // A write with an Idempotency-Key: a malformed key (400), the key reused for another request or its first
  // request still running (409; apps/server/src/plugins/idempotency.ts).
  if (method !== 'GET') {
    statuses.add(400);
    statuses.add(409);
  }
  if (definition.body) {
    statuses.add(413);
    statuses.add(415);
  }
  const { auth } = ENDPOINTS[name];
  if (auth === 'customer' || auth === 'partner' || auth === 'staff' || auth === 'nominee') statuses.add(401);
  // Staff calls: an admin-only call, or a password issued by an admin not yet changed.
  if ('role' in ENDPOINTS[name] || auth === 'staff') statuses.add(403);
  // Any call may be shed under load (503 with Retry-After).
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;
/** A part of the request, left out by the caller when its schema accepts undefined (an optional body). */
type Part<D, K extends string> = D extends { [P in K]: z.ZodType }
  ? undefined extends Input<D[K]>
    ? { [P in K]?: Input<D[P]> }
    : { [P in K]: Input<D[P]> }
  : unknown;

/** What a caller sends: `params`, `query` and `body` when the endpoint has them. */
export type RequestOf<N extends EndpointName> = Part<Contract[N], 'params'> &
  Part<Contract[N], 'query'> &
  Part<Contract[N], 'body'>;

/** What a 200 answer holds (as the server's validated output). */
export type ResponseOf<N extends EndpointName> = Output<Contract[N]['response']>;

/** What the server's handler returns for a 200 answer (before serialisation). */
export type ReplyOf<N extends EndpointName> = Input<Contract[N]['response']>;

/** The parsed request parts a server handler receives. */
export type ParsedRequestOf<N extends EndpointName> = {
  params: Output<Contract[N] extends { params: infer P } ? P : undefined>;
  query: Output<Contract[N] extends { query: infer Q } ? Q : undefined>;
  body: Output<Contract[N] extends { body: infer B } ? B : undefined>;
  headers: Output<Contract[N] extends { headers: infer H } ? H : undefined>;
};
