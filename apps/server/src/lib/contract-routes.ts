import {
  CONTRACT,
  type EndpointDefinition,
  errorResponseSchema,
  errorStatuses,
  type ParsedRequestOf,
  type ReplyOf,
} from '@phonix/shared/api/contract';
import { ENDPOINTS, type EndpointName, type Principal } from '@phonix/shared/api/endpoints';
import { STAFF_CALLS_BEFORE_PASSWORD_CHANGE, type StaffMember } from '@phonix/shared/staff-api';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import type { IdempotencyStore } from '../plugins/idempotency.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Idempotency-Key for the contract's writes (plugins/idempotency.ts); absent in apps that do not write. */
    idempotency?: IdempotencyStore;
    /**
     * Reads the request's session for a principal (plugins/authenticate.ts); 401 when one is required, 403
     * when a staff call needs a role the staff member lacks.
     */
    authenticate(
      request: FastifyRequest,
      principal: Exclude<Principal, 'public'>,
      role?: 'admin',
      /** A staff call open while an admin-issued password waits to be changed. */
      beforePasswordChange?: boolean,
      /** A customer write whose own statement checks that the session is live (SESSION_CHECKED_BY_THE_WRITE). */
      sessionCheckedByWrite?: boolean,
    ): Promise<void>;
  }
}

/**
 * The request a handler receives: its parts parsed by the contract's schemas, and the customer, the partner
 * or the staff member when the call requires one.
 */
export type ContractRequest<N extends EndpointName> = Omit<FastifyRequest, 'params' | 'query' | 'body'> &
  Pick<ParsedRequestOf<N>, 'params' | 'query' | 'body'> &
  ((typeof ENDPOINTS)[N]['auth'] extends 'customer' ? { customerId: number } : unknown) &
  ((typeof ENDPOINTS)[N]['auth'] extends 'partner' ? { partnerId: number } : unknown) &
  ((typeof ENDPOINTS)[N]['auth'] extends 'nominee' ? { nomineeMobile: string } : unknown) &
  ((typeof ENDPOINTS)[N]['auth'] extends 'staff' ? { staff: StaffMember } : unknown);

export type ContractHandler<N extends EndpointName> = (
  request: ContractRequest<N>,
  reply: FastifyReply,
) => Promise<ReplyOf<N> | FastifyReply>;

export interface RouteOptions {
  /** @fastify/rate-limit's per-route limit (its 429 is RATE_LIMITED). */
  rateLimit?: {
    max: number;
    timeWindow: string | number;
    /** What the count is kept by; the client address when left out. */
    keyGenerator?: (request: FastifyRequest) => string;
  };
  /** A larger body than Fastify's 1 MiB default (a photo upload). */
  bodyLimit?: number;
}

/**
 * Fields of a 200 answer that are secrets of the caller: a session token, a password-reset grant, a
 * password an admin issued, an authenticator's secret.
 */
const SECRET_FIELDS = new Set(['token', 'reset_token', 'temporary_password', 'secret']);

/** The field names of a response schema, nested objects and union members included (a few levels deep). */
function fieldNames(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 4) return [];
  const node = schema as { shape?: Record<string, unknown>; options?: unknown[]; unwrap?: () => unknown };
  if (node.shape)
    return Object.entries(node.shape).flatMap(([key, value]) => [key, ...fieldNames(value, depth + 1)]);
  if (Array.isArray(node.options)) return node.options.flatMap((option) => fieldNames(option, depth + 1));
  if (typeof node.unwrap === 'function') return fieldNames(node.unwrap(), depth + 1);
  return [];
}

/** Whether an endpoint's answer may carry a secret of the caller (SECRET_FIELDS). */
export function answersSecrets(name: EndpointName): boolean {
  const definition: EndpointDefinition = CONTRACT[name];
  return fieldNames(definition.response).some((field) => SECRET_FIELDS.has(field));
}

/**
 * Whether an endpoint's answers are private: it reads a session (any principal but `public`), or its answer
 * carries a secret. Private answers are sent with `Cache-Control: no-store`, so no browser, proxy or CDN
 * keeps a profile, an address, an order or a token.
 */
export function answersPrivately(name: EndpointName): boolean {
  return ENDPOINTS[name].auth !== 'public' || answersSecrets(name);
}

/**
 * Writes that keep their Idempotency-Key in the same transaction as their own row, which is stronger than
 * the store: the booking (`orders.dedupe_key`, docs/decisions/055). The store's claim is a statement of its
 * own, and a database connection ended just after it was written left a claim nobody answers, so a repeat
 * of a booking shed at that moment waited and heard IDEMPOTENT_REQUEST_IN_PROGRESS instead of its order.
 */
const KEYED_IN_THEIR_OWN_TRANSACTION: ReadonlySet<EndpointName> = new Set(['generateSellNowOrder']);

/**
 * Customer writes whose own statement checks that the session is live, so the session's owner may come from
 * memory (plugins/authenticate.ts `unconfirmedSession`): the booking, joined with `liveSessionQuery`
 * (docs/decisions/219). Its handler confirms the session before any other answer.
 */
const SESSION_CHECKED_BY_THE_WRITE: ReadonlySet<EndpointName> = new Set(['generateSellNowOrder']);

/**
 * Whether a repeat of the endpoint with the same Idempotency-Key is answered from the store: every write,
 * but those whose answer holds a secret (never kept in the database; a shed one did nothing, so the web
 * app's retry of it is still safe) and those that keep the key themselves.
 */
export function repliesStored(name: EndpointName): boolean {
  return (
    ENDPOINTS[name].method !== 'GET' && !answersSecrets(name) && !KEYED_IN_THEIR_OWN_TRANSACTION.has(name)
  );
}

const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.header('cache-control', 'no-store');
  return payload;
};

/**
 * Registers one endpoint of the contract: its method and path from endpoints.ts, its schemas (validation,
 * serialisation, OpenAPI) and session rule from contract.ts, and the handler. Routes are only ever
 * registered through here, so the server cannot drift from what the web app is typed against.
 */
export function route<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: ContractHandler<N>,
  options: RouteOptions = {},
): void {
  const { method, path, auth } = ENDPOINTS[name];
  const definition: EndpointDefinition = CONTRACT[name];
  const response: Record<
    number,
    z.ZodType | { description: string; content: Record<string, { schema: z.ZodType }> }
  > = {};
  if (definition.response) response[200] = definition.response;
  // A file answer (the invoice PDF): documented with its content type; errors stay JSON.
  else if (definition.produces)
    response[200] = {
      description: `A ${definition.produces} file`,
      content: { [definition.produces]: { schema: z.string().meta({ format: 'binary' }) } },
    };
  for (const status of errorStatuses(name)) response[status] = errorResponseSchema;
  const role = 'role' in ENDPOINTS[name] ? ENDPOINTS[name].role : undefined;
  const idempotent = repliesStored(name);
  const onSend = [
    ...(answersPrivately(name) ? [noStore] : []),
    ...(idempotent
      ? [
          async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            await request.server.idempotency?.finish(request, reply, payload);
            return payload;
          },
        ]
      : []),
  ];
  const readSession =
    auth === 'public'
      ? undefined
      : async (request: FastifyRequest) => {
          await request.server.authenticate(request, auth, role, beforePasswordChange, checkedByWrite);
        };
  // After the session is read: a repeat is known by who sent it.
  const preHandler = [
    ...(readSession && auth !== 'staff' ? [readSession] : []),
    ...(idempotent
      ? [
          async (request: FastifyRequest, reply: FastifyReply) => {
            // A repeat answered from the store: the handler does not run.
            if (await request.server.idempotency?.begin(request, reply)) return reply;
          },
        ]
      : []),
  ];
  const beforePasswordChange = (STAFF_CALLS_BEFORE_PASSWORD_CHANGE as readonly string[]).includes(name);
  const checkedByWrite = SESSION_CHECKED_BY_THE_WRITE.has(name);
  app.route({
    method,
    url: path,
    schema: {
      operationId: name,
      tags: [...definition.tags],
      summary: definition.summary,
      ...(definition.description ? { description: definition.description } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.headers ? { headers: definition.headers } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      response,
    },
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // onSend runs for every reply of the route, errors included.
    ...(onSend.length > 0 ? { onSend } : {}),
    // Staff calls are refused before their body is even read (an upload may be megabytes).
    ...(readSession && auth === 'staff' ? { onRequest: readSession } : {}),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    // The schemas above have parsed the parts the contract types the request with.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
