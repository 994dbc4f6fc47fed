import type { FastifyReply } from 'fastify';

/** Fastify-level failures our callers see, with the spec's { success: false, message } body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);

const asIs = (payload: unknown) => payload as string;

/**
 * Sends a body that was serialised (and checked against its response schema) when the cache was built,
 * so the hot catalog reads skip per-request validation and serialisation.
 */
export function sendSerialized(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').serializer(asIs).send(body);
}
