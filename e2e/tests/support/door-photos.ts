import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';

/**
 * A photo as a phone's camera hands it to the browser's file chooser (issue 34): a JPEG with EXIF, which
 * the server strips before it keeps the photo.
 */
export async function cameraPhoto(name = 'door.jpg') {
  const buffer = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 60, g: 70, b: 90 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect x="350" y="80" width="500" height="740" rx="60" fill="#111"/><path d="M420 160 L780 700 M780 160 L420 700" stroke="#ddd" stroke-width="10"/></svg>',
        ),
      },
    ])
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'Door Camera' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * Before a re-check sent through the API: a photo of each answer it changes, as the portal takes them. Asks
 * the server which answers change (the preview) and uploads one photo for each.
 */
export async function photographChanges(
  request: APIRequestContext,
  headers: Record<string, string>,
  ref: string,
  answers: object,
): Promise<void> {
  const preview = await request.post(`/api/partner/orders/${ref}/requote-preview`, {
    headers,
    data: answers,
  });
  expect(preview.ok(), `requote-preview answered ${preview.status()}`).toBe(true);
  const { changes } = (await preview.json()).preview as { changes: { key: string }[] };
  const image = (await cameraPhoto()).buffer.toString('base64');
  for (const change of changes) {
    const sent = await request.post(`/api/partner/orders/${ref}/door-photos`, {
      headers,
      data: { answer_key: change.key, image },
    });
    expect(sent.ok(), `door photo for ${change.key} answered ${sent.status()}`).toBe(true);
  }
}
