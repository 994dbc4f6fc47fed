import type { IncomingMessage, ServerResponse } from 'node:http';
import { writePrepared } from '../../lib/http.ts';
import type { CatalogService } from './service.ts';

/**
 * The catalog reads every visit makes (brands, a brand's models, a model's variants, the cities) are
 * answered as the request arrives, before Fastify builds its request and reply and runs the hooks: the
 * answer is a prepared set of bytes (lib/http.ts) that already holds every header, security headers
 * included. Only an exact GET of a path the catalog prepared is taken; everything else (other casing, a
 * query, HEAD) goes on to Fastify, whose catalog routes write the same bytes. These reads are not
 * access-logged; they change nothing and carry nothing personal.
 */
export function catalogFrontDoor(
  catalog: CatalogService,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const prepared = catalog.preparedRead(request.url);
    if (!prepared) return false;
    writePrepared(request, response, prepared);
    return true;
  };
}
