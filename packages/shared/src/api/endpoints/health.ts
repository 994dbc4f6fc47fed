import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/health serves: method, path, who may call (schemas:
 * ../contract/health.ts).
 */
export const HEALTH_ENDPOINTS = {
  health: { method: 'GET', path: '/api/health', auth: 'public' },
  liveness: { method: 'GET', path: '/api/health/live', auth: 'public' },
  readiness: { method: 'GET', path: '/api/health/ready', auth: 'public' },
} as const satisfies Record<string, EndpointRoute>;
