import { ADDRESSES_ENDPOINTS } from './endpoints/addresses.ts';
import { AUDIT_ENDPOINTS } from './endpoints/audit.ts';
import { AUTH_ENDPOINTS } from './endpoints/auth.ts';
import { CATALOG_ENDPOINTS } from './endpoints/catalog.ts';
import type { EndpointRoute } from './endpoints/common.ts';
import { CONTACT_ENDPOINTS } from './endpoints/contact.ts';
import { CUSTOMERS_ENDPOINTS } from './endpoints/customers.ts';
import { DASHBOARD_ENDPOINTS } from './endpoints/dashboard.ts';
import { ENQUIRIES_ENDPOINTS } from './endpoints/enquiries.ts';
import { EVIDENCE_ENDPOINTS } from './endpoints/evidence.ts';
import { HANDOVER_ENDPOINTS } from './endpoints/handover.ts';
import { HEALTH_ENDPOINTS } from './endpoints/health.ts';
import { JOBS_ENDPOINTS } from './endpoints/jobs.ts';
import { ORDERS_ENDPOINTS } from './endpoints/orders.ts';
import { OUTBOX_ENDPOINTS } from './endpoints/outbox.ts';
import { PARTNERS_ENDPOINTS } from './endpoints/partners.ts';
import { PAYOUTS_ENDPOINTS } from './endpoints/payouts.ts';
import { PINCODES_ENDPOINTS } from './endpoints/pincodes.ts';
import { PRICING_ENDPOINTS } from './endpoints/pricing.ts';
import { PRIVACY_ENDPOINTS } from './endpoints/privacy.ts';
import { SELF_CHECK_ENDPOINTS } from './endpoints/self-check.ts';
import { SITE_STATS_ENDPOINTS } from './endpoints/site-stats.ts';
import { STAFF_ENDPOINTS } from './endpoints/staff.ts';
import { WHATSAPP_ENDPOINTS } from './endpoints/whatsapp.ts';

export type { EndpointRoute, Principal } from './endpoints/common.ts';

/**
 * The API's route table: every endpoint's name, method, path and who may call it, assembled from the route
 * files of the server's modules (endpoints/<module>.ts, one per apps/server/src/modules/<module>). Their
 * schemas and error statuses are in contract.ts under the same names; this half carries no zod, so the web
 * app can import it at run time without putting the schema library on the first page (the web takes its
 * types from contract.ts with `import type`, which costs nothing at run time).
 */
export const ENDPOINTS = {
  ...HEALTH_ENDPOINTS,
  ...CATALOG_ENDPOINTS,
  ...PINCODES_ENDPOINTS,
  ...PRICING_ENDPOINTS,
  ...ENQUIRIES_ENDPOINTS,
  ...AUTH_ENDPOINTS,
  ...CUSTOMERS_ENDPOINTS,
  ...WHATSAPP_ENDPOINTS,
  ...PRIVACY_ENDPOINTS,
  ...ADDRESSES_ENDPOINTS,
  ...ORDERS_ENDPOINTS,
  ...CONTACT_ENDPOINTS,
  ...PARTNERS_ENDPOINTS,
  ...SITE_STATS_ENDPOINTS,
  ...HANDOVER_ENDPOINTS,
  ...EVIDENCE_ENDPOINTS,
  ...STAFF_ENDPOINTS,
  ...AUDIT_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...OUTBOX_ENDPOINTS,
  ...JOBS_ENDPOINTS,
  ...PAYOUTS_ENDPOINTS,
  ...SELF_CHECK_ENDPOINTS,
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ENDPOINTS;
export type EndpointPath<N extends EndpointName> = (typeof ENDPOINTS)[N]['path'];

/** The `:name` parameters of a path pattern, as a union of their names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The URL of a call: the path with each `:name` replaced by its encoded value, and the query string.
 * Values are encoded as one path segment each, so a slash or a question mark in a value stays inside it.
 */
export function endpointUrl(
  name: EndpointName,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined> = {},
): string {
  const path = ENDPOINTS[name].path.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: the path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
