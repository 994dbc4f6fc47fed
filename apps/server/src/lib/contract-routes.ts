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

declare module 'fastify' {
  interface FastifyInstance {
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

/** Fields of a 200 answer that are secrets of the caller (a session token, a password-reset grant). */
const SECRET_FIELDS = ['token', 'reset_token'];

/**
 * Whether an endpoint's answers are private: it reads a session (any principal but `public`), or its answer
 * carries a token. Private answers are sent with `Cache-Control: no-store`, so no browser, proxy or CDN
 * keeps a profile, an address, an order or a token.
 */
export function answersPrivately(name: EndpointName): boolean {
  if (ENDPOINTS[name].auth !== 'public') return true;
  const definition: EndpointDefinition = CONTRACT[name];
  const shape = (definition.response as { shape?: Record<string, unknown> } | null)?.shape;
  return SECRET_FIELDS.some((field) => shape !== undefined && field in shape);
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
  const beforePasswordChange = (STAFF_CALLS_BEFORE_PASSWORD_CHANGE as readonly string[]).includes(name);
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
    ...(answersPrivately(name) ? { onSend: noStore } : {}),
    ...(auth === 'public'
      ? {}
      : // Staff calls are refused before their body is even read (an upload may be megabytes).
        {
          [auth === 'staff' ? 'onRequest' : 'preHandler']: async (request: FastifyRequest) => {
            await request.server.authenticate(request, auth, role, beforePasswordChange);
          },
        }),
    // The schemas above have parsed the parts the contract types the request with.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
