import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http.ts';

const SERVER_FAULT = 'Something went wrong on our side. Please try again in a moment.';

/**
 * One place turns every failure into the spec's { success: false, message } body: validation errors name
 * the field, our own HttpErrors keep their status, other client errors keep Fastify's message, and server
 * faults are logged and hidden behind a generic message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const where = error.validationContext ?? 'request';
      // The form rules' messages are whole sentences ('Email is invalid') and are sent as they are; generic
      // ones ('must be one of: ...') get the field's name in front.
      const text = issue?.message ?? 'is invalid';
      const message = /^[A-Z]/.test(text) ? text : field ? `${field} ${text}` : `Invalid ${where}: ${text}`;
      return reply.code(400).send({ success: false, message, ...(field ? { field } : {}) });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ success: false, message: error.message, ...(error.field ? { field: error.field } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: SERVER_FAULT });
  });
}
