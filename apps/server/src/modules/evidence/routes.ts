import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import { staffActor } from '../audit/index.ts';
import type { EvidenceService } from './service.ts';

/** The door photos' routes (issue 34): the partner's uploads, the signed links, staff's review. */
export async function evidenceRoutes(app: FastifyInstance, { evidence }: { evidence: EvidenceService }) {
  route(
    app,
    'partnerUploadDoorPhoto',
    async (request) => ({
      success: true as const,
      photo: await evidence.upload(request.partnerId, request.params.ref, request.body),
    }),
    // A camera's photo as base64 (the web app scales it down first; the limit is for one that could not be).
    { bodyLimit: Math.ceil((12 * 1024 * 1024 * 4) / 3) + 4096 },
  );

  route(app, 'partnerDoorPhotos', async (request) => ({
    success: true as const,
    photos: await evidence.forPartner(request.partnerId, request.params.ref),
  }));

  route(app, 'doorPhoto', async (request, reply) => {
    const { expires, signature } = request.query;
    const image = await evidence.image(request.params.id, expires, signature);
    const seconds = Math.max(0, expires - Math.floor(Date.now() / 1000));
    return reply
      .type('image/webp')
      .header('cache-control', `private, max-age=${seconds}`)
      .header('content-disposition', 'inline')
      .send(image);
  });

  route(app, 'staffDoorPhotos', async (request) => ({
    success: true as const,
    photos: await evidence.forStaff(request.params.ref),
  }));

  route(app, 'staffRejectDoorPhoto', async (request) => ({
    success: true as const,
    photo: await evidence.reject(staffActor(request), request.params.id, request.body.reason),
  }));
}
