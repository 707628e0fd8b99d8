import {
  bannerImageMaxBytes,
  createConsoleBanner,
  getAnnouncements,
  listAuditLog,
  updateConsoleBanner,
  uploadConsoleBannerImage,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { banner, bannerPng } from '../../../test/content-inputs.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { foreignOperatorClient, loginDemoOperator } from '../../../test/operator-session.ts';
import { pngPolyglot } from '../../../test/security/hostile-files.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let rivalOperator: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  rivalOperator = await foreignOperatorClient(t, baseUrl);
});
afterAll(() => t.close());

const pngOf = bannerPng;

/** A JPEG's frame: SOI, a baseline frame header of the size, a start of scan, a little entropy data and EOI. */
function jpegOf(width: number, height: number): Buffer {
  const frame = Buffer.from([
    0xff,
    0xc0,
    0,
    11,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    1,
    1,
    0x11,
    0,
  ]);
  const scan = Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    frame,
    scan,
    Buffer.from([0x12, 0x34, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** An extended WebP (VP8X) of the size: a RIFF container exactly as long as the file. */
function webpOf(width: number, height: number): Buffer {
  const chunk = Buffer.alloc(18);
  chunk.write('VP8X', 0, 'latin1');
  chunk.writeUInt32LE(10, 4);
  chunk.writeUIntLE(width - 1, 12, 3);
  chunk.writeUIntLE(height - 1, 15, 3);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + chunk.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, chunk]);
}

type Upload = EndpointInput<typeof uploadConsoleBannerImage>;
const upload = (contentType: Upload['contentType'], bytes: Buffer): Upload => ({
  contentType,
  dataBase64: bytes.toString('base64'),
});

describe('uploading a banner image', () => {
  it('stores a png and serves it under a stable address with its type, a year of caching and nosniff', async () => {
    const bytes = pngOf(640, 200);
    const stored = await operator.call(uploadConsoleBannerImage, upload('image/png', bytes));
    expect(stored).toMatchObject({ contentType: 'image/png', width: 640, height: 200, sizeBytes: bytes.length });
    expect(stored.url).toMatch(/^\/media\/banners\/[0-9a-f]{32}\.png$/);

    const served = await fetch(`${baseUrl}${stored.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    // The same file again is the same image: no second copy, the same address.
    const again = await operator.call(uploadConsoleBannerImage, upload('image/png', bytes));
    expect(again).toEqual(stored);

    const audit = await operator.call(listAuditLog, { pageSize: 100 });
    const uploads = audit.list.filter((row) => row.action === 'content.banner_image.upload');
    expect(uploads.map((row) => row.target)).toEqual([`banner_image:${stored.id}`]);
  });

  it('takes jpeg and webp by their bytes, each served with its own type', async () => {
    for (const [contentType, bytes, ending] of [
      ['image/jpeg', jpegOf(1200, 400), 'jpg'],
      ['image/webp', webpOf(800, 300), 'webp'],
    ] as const) {
      const stored = await operator.call(uploadConsoleBannerImage, upload(contentType, bytes));
      expect(stored.url.endsWith(`.${ending}`)).toBe(true);
      expect([stored.width, stored.height]).toEqual(contentType === 'image/jpeg' ? [1200, 400] : [800, 300]);
      const served = await fetch(`${baseUrl}${stored.url}`);
      expect(served.headers.get('content-type')).toBe(contentType);
    }
  });
});

describe('refused banner images: banner_image_invalid with the reason on the image field', () => {
  const cases: Array<{ name: string; input: Upload; reason: string }> = [
    {
      name: 'a GIF (a type we do not take)',
      input: upload('image/png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;')),
      reason: 'not_image',
    },
    {
      name: 'a text file renamed .png',
      input: upload('image/png', Buffer.from('<html><script>alert(1)</script></html>')),
      reason: 'not_image',
    },
    { name: 'a jpeg declared as png', input: upload('image/png', jpegOf(640, 200)), reason: 'not_image' },
    { name: 'a png with a page behind its end', input: upload('image/png', pngPolyglot), reason: 'not_image' },
    { name: 'a png cut short', input: upload('image/png', pngOf(640, 200).subarray(0, 60)), reason: 'not_image' },
    { name: 'a png too small for a banner', input: upload('image/png', pngOf(100, 40)), reason: 'image_dimensions' },
    { name: 'a webp wider than 4096 px', input: upload('image/webp', webpOf(5000, 400)), reason: 'image_dimensions' },
    {
      name: 'a png one byte over 2 MB',
      input: upload(
        'image/png',
        Buffer.concat([pngOf(640, 200), Buffer.alloc(bannerImageMaxBytes)]).subarray(0, bannerImageMaxBytes + 1),
      ),
      reason: 'too_big',
    },
  ];
  for (const { name, input, reason } of cases) {
    it(`refuses ${name} (${reason})`, async () => {
      const failure = await failureOf(operator, uploadConsoleBannerImage, input);
      expect(failure.errorCode).toBe('banner_image_invalid');
      expect(failure.status).toBe(400);
      expect(failure.message.length).toBeGreaterThan(0);
      expect(failure.fields).toEqual([expect.objectContaining({ field: 'dataBase64', reason })]);
    });
  }

  it('refuses a declared type we do not take, and a body that is not base64, as field errors', async () => {
    const gif = await failureOf(operator, uploadConsoleBannerImage, {
      contentType: 'image/gif' as Upload['contentType'],
      dataBase64: 'R0lGODlh',
    });
    expect(gif.errorCode).toBe('request_param_err');
    expect(gif.fields?.map((f) => f.field)).toEqual(['contentType']);
    const garbage = await failureOf(operator, uploadConsoleBannerImage, {
      contentType: 'image/png',
      dataBase64: 'not base64 at all!',
    });
    expect(garbage.fields?.map((f) => f.field)).toEqual(['dataBase64']);
  });

  it('answers the message in the request language', async () => {
    const spanish = apiClient(baseUrl, { token: await loginDemoOperator(t.app), language: 'ES' });
    const failure = await failureOf(spanish, uploadConsoleBannerImage, upload('image/png', pngOf(100, 40)));
    expect(failure.message).toMatch(/imagen del banner/);
  });
});

describe('banner images per merchant', () => {
  it("keeps each merchant's own copy, and refuses a banner pointing at another merchant's image", async () => {
    const bytes = pngOf(640, 200, 90);
    const demoImage = await operator.call(uploadConsoleBannerImage, upload('image/png', bytes));
    const rivalImage = await rivalOperator.call(uploadConsoleBannerImage, upload('image/png', bytes));
    expect(rivalImage.url).not.toBe(demoImage.url);

    const hijack = await failureOf(rivalOperator, createConsoleBanner, banner({ imageUrl: demoImage.url }));
    expect(hijack.errorCode).toBe('request_param_err');
    expect(hijack.fields).toEqual([expect.objectContaining({ field: 'imageUrl', reason: 'image_unknown' })]);
    const made = await failureOf(operator, createConsoleBanner, banner({ imageUrl: '/media/banners/nope.png' }));
    expect(made.fields).toEqual([expect.objectContaining({ field: 'imageUrl', reason: 'image_unknown' })]);

    // Its own image: the banner saves, and the site shows it from our address.
    const own = await rivalOperator.call(createConsoleBanner, banner({ imageUrl: rivalImage.url, title: 'Rival own' }));
    expect(own.imageUrl).toBe(rivalImage.url);
    const moved = await failureOf(rivalOperator, updateConsoleBanner, {
      ...banner({ imageUrl: demoImage.url }),
      id: own.id,
    });
    expect(moved.fields).toEqual([expect.objectContaining({ field: 'imageUrl', reason: 'image_unknown' })]);
  });

  it('shows an uploaded image on the site, and answers an unknown address or a wrong ending with 404', async () => {
    const stored = await operator.call(uploadConsoleBannerImage, upload('image/png', pngOf(720, 240, 10)));
    await operator.call(createConsoleBanner, banner({ imageUrl: stored.url, title: 'Uploaded banner' }));
    const seen = await apiClient(baseUrl, { language: 'EN' }).call(getAnnouncements, { types: 'B', platform: 'W' });
    expect(seen.banners.some((b) => b.url === stored.url)).toBe(true);

    for (const path of [
      stored.url.replace('.png', '.jpg'),
      '/media/banners/0123456789abcdef0123456789abcdef.png',
      '/media/banners/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const answer = await fetch(`${baseUrl}${path}`);
      expect(answer.status, path).toBe(path.includes('passwd') ? 400 : 404);
      expect(await answer.json()).toMatchObject({ success: false });
    }
  });
});
