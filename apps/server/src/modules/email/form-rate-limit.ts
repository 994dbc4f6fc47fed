/**
 * The spam limit of the public forms that e-mail the team (contact, partner request): per client IP, per
 * form. The 429 body is built in one place, where @fastify/rate-limit is registered (app.ts).
 */
export const FORM_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
