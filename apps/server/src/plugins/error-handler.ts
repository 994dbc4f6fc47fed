import { ERRORS, type ErrorCode } from '@phonix/shared/errors';
import type { PriceChangePreview } from '@phonix/shared/price-guard';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';

/** Fastify's own client errors (body parsing, content type), by their code. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
};

/** Any other client error Fastify raises, by its status. */
const BY_STATUS: Record<number, ErrorCode> = {
  404: 'ROUTE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export interface ErrorBody {
  success: false;
  code: ErrorCode;
  message: string;
  field?: string;
  retry_after?: number;
  preview?: PriceChangePreview;
}

/** Sends one error body; the only place an error reply is built. */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ErrorBody = { success: false, code: error.code, message: error.message };
  if (error.field) body.field = error.field;
  if (error.preview) body.preview = error.preview;
  if (error.retryAfter !== undefined) {
    body.retry_after = error.retryAfter;
    reply.header('retry-after', String(error.retryAfter));
  }
  return reply.code(error.statusCode).send(body);
}

/** A validation failure of the zod route schemas, as VALIDATION_FAILED naming the field. */
function validationError(error: FastifyError): AppError {
  const issue = error.validation?.[0];
  const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
  const where = error.validationContext ?? 'request';
  // The form rules' messages are whole sentences ('Email is invalid') and are sent as they are; generic
  // ones ('must be one of: ...') get the field's name in front.
  const text = issue?.message ?? 'is invalid';
  const message = /^[A-Z]/.test(text) ? text : field ? `${field} ${text}` : `Invalid ${where}: ${text}`;
  return new AppError('VALIDATION_FAILED', { message, ...(field ? { field } : {}) });
}

/**
 * One place turns every failure into `{ success: false, code, message, field? }`: our coded AppErrors,
 * schema validation (the field named), Fastify's own client errors, and server faults, which are logged
 * and hidden behind a generic message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 503 with a Retry-After is a planned answer (starting, stopping, shedding load), not a fault: a load
      // balancer asks for readiness every half second while a server starts or stops.
      if (error.statusCode === 503 && error.retryAfter !== undefined)
        request.log.info({ code: error.code }, 'not serving');
      else if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) return sendError(reply, validationError(error));
    const status = error.statusCode ?? 500;
    const known = (error.code && FASTIFY_CODES[error.code]) || BY_STATUS[status];
    if (status >= 400 && status < 500) {
      const code: ErrorCode = known ?? 'MALFORMED_REQUEST';
      // Fastify's own wording is technical; our message for the code is shown instead.
      return sendError(reply, new AppError(code));
    }
    if (isDatabaseUnavailable(error)) {
      // A lost connection (after its one retry) or no free connection: the request may be repeated.
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply, new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1 }));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, new AppError(status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL'));
  });
}

export { ERRORS };
