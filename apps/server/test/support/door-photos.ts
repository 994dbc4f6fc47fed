import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/**
 * A phone camera's photo as the partner's browser would send it (base64 JPEG), carrying EXIF with a camera
 * make and a GPS position: what the server must strip before it keeps the photo.
 */
export async function cameraJpeg(width = 2400, height = 1800): Promise<string> {
  const jpeg = await sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="M100 100 L${width - 100} ${height - 100}" stroke="#fff" stroke-width="24"/></svg>`,
        ),
      },
    ])
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1', Copyright: 'seller-home-address' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '17/1 23/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '78/1 29/1 0/1',
      },
    })
    .jpeg({ quality: 80 })
    .toBuffer();
  return jpeg.toString('base64');
}

let cached: Promise<string> | undefined;

/**
 * Before a re-check is sent: the partner photographs each answer it changes (issue 34), as the portal does.
 * Asks the server which answers change (the preview), then uploads one photo for each.
 */
export async function photographChanges(
  app: FastifyInstance,
  auth: Record<string, string>,
  ref: string,
  answers: object,
): Promise<string[]> {
  const preview = await app.inject({
    method: 'POST',
    url: `/api/partner/orders/${ref}/requote-preview`,
    headers: auth,
    payload: answers,
  });
  if (preview.statusCode !== 200) return [];
  const keys = (preview.json().preview.changes as { key: string }[]).map((change) => change.key);
  cached ??= cameraJpeg(800, 600);
  const image = await cached;
  for (const key of keys) {
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/partner/orders/${ref}/door-photos`,
      headers: auth,
      payload: { answer_key: key, image },
    });
    if (uploaded.statusCode !== 200)
      throw new Error(`door photo for ${key}: ${uploaded.statusCode} ${uploaded.body}`);
  }
  return keys;
}
