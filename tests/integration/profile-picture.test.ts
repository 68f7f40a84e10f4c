import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profilePictures, users } from '@/db/schema';
import * as deletion from '@/app/api/profile-picture/route';
import * as serving from '@/app/api/profile-picture/[filename]/route';
import * as upload from '@/app/api/profile-picture/upload/route';
import { EXIF_SECRET, HTML_PAGE, makeJpeg, makePng, makePngBomb, makeThinPngBomb, makeWebp, pictureForm, SVG_WITH_SCRIPT, truncated } from '@/tests/helpers/image-corpus';
import { actAs, insertUser } from '@/tests/helpers/progress-fixtures';
import { sendToRoute, type RouteAnswer } from '@/tests/helpers/route-request';
import { tableChecksums } from '@/tests/helpers/table-checksum';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';


const UPLOAD = 'app/api/profile-picture/upload/route.ts';
const SERVE = 'app/api/profile-picture/[filename]/route.ts';
const DELETE = 'app/api/profile-picture/route.ts';
const TEN_MIB = 10_485_760;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

const send = (form: FormData | string, headers?: Record<string, string>) => sendToRoute(UPLOAD, upload.POST, { method: 'POST', body: form, headers });
const serve = (filename: string) => sendToRoute(SERVE, serving.GET, { method: 'GET', params: { filename } });
const picturesOf = (userId: string) => database.db.select().from(profilePictures).where(eq(profilePictures.userId, userId));
const accountPicture = async (userId: string) => (await database.db.select().from(users).where(eq(users.id, userId)))[0].profilePicture;

async function servedBytes(filename: string): Promise<Buffer> {
  const response = await serving.GET(new Request(`http://localhost/api/profile-picture/${filename}`), { params: Promise.resolve({ filename }) });
  return Buffer.from(await response.arrayBuffer());
}

describe('accepted: a real JPEG, PNG and WebP are re-encoded and served', () => {
  test.each([
    ['JPEG', makeJpeg, 'photo.jpg', 'image/jpeg', 'jpeg'],
    ['PNG', makePng, 'drawing.png', 'image/png', 'png'],
    ['WebP', makeWebp, 'shot.webp', 'image/webp', 'webp'],
  ] as const)('%s', async (_label, make, name, type, format) => {
    const player = await insertUser(database.db);
    await actAs(player);
    const original = await make();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const answer = await send(pictureForm(original, name, type));
    expect(answer.status).toBe(200);
    const filename = (answer.json as { ok: boolean; data: { filename: string } }).data.filename;
    expect(answer.json).toEqual({ ok: true, data: { filename } });
    expect(filename).toMatch(/^[0-9a-f]{32}\.(jpg|png|webp)$/);
    expect(await accountPicture(player)).toBe(filename);

    const served = await serve(filename);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    const bytes = await servedBytes(filename);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe(format);
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from(EXIF_SECRET))).toBe(false);
    expect(Math.max(metadata.width!, metadata.height!)).toBeLessThanOrEqual(512);
  });

  test.each([
    ['4096 × 4096', 4096, 4096],
    ['4096 × 1024 (four times as wide as high)', 4096, 1024],
    ['250 × 1000 (four times as high as wide)', 250, 1000],
  ])('the largest and longest shapes a picture may have: %s', async (_label, width, height) => {
    await actAs(await insertUser(database.db));
    const answer = await send(pictureForm(makePngBomb(width, height), 'large.png', 'image/png'));
    expect(answer.status).toBe(200);
    const stored = await sharp(await servedBytes((answer.json as { data: { filename: string } }).data.filename)).metadata();
    expect(Math.max(stored.width!, stored.height!)).toBe(512);
  });

  test('a new upload replaces the old picture: one row, a new name, the old name is gone', async () => {
    const player = await insertUser(database.db);
    await actAs(player);
    const first = (await send(pictureForm(await makeJpeg(), 'a.jpg', 'image/jpeg'))).json as { data: { filename: string } };
    const second = (await send(pictureForm(await makePng(), 'b.png', 'image/png'))).json as { data: { filename: string } };
    expect(second.data.filename).not.toBe(first.data.filename);
    expect(await picturesOf(player)).toHaveLength(1);
    expect((await serve(first.data.filename)).status).toBe(404);
    expect((await serve(second.data.filename)).status).toBe(200);
  });

  test('the orientation recorded in EXIF is applied to the pixels, then dropped', async () => {
    const player = await insertUser(database.db);
    await actAs(player);
    // 300 wide, 100 high, marked "rotate 90°": it is shown 100 wide and 300 high.
    const sideways = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#36c' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { data } = (await send(pictureForm(sideways, 'side.jpg', 'image/jpeg'))).json as { data: { filename: string } };
    const metadata = await sharp(await servedBytes(data.filename)).metadata();
    expect({ width: metadata.width, height: metadata.height, orientation: metadata.orientation }).toEqual({ width: 100, height: 300, orientation: undefined });
  });
});

describe('refused with a clear 4xx, and nothing stored', () => {
  type Case = [label: string, make: () => Promise<FormData | string> | FormData | string, status: number, message: RegExp, headers: Record<string, string> | null];
  const cases: Case[] = [
    ['10 MB + 1 byte', async () => pictureForm(Buffer.concat([await makeJpeg(), Buffer.alloc(TEN_MIB + 1)]).subarray(0, TEN_MIB + 1), 'big.jpg', 'image/jpeg'), 413, /File too large/, null],
    ['a PNG named .jpg', async () => pictureForm(await makePng(), 'holiday.jpg', 'image/jpeg'), 415, /PNG/, null],
    ['a PNG named .jpg, sent with no type', async () => pictureForm(await makePng(), 'holiday.jpg', ''), 415, /named \.jpg but it is a PNG image/, null],
    ['an SVG sent as image/png', () => pictureForm(SVG_WITH_SCRIPT, 'avatar.png', 'image/png'), 415, /Please select a JPG, PNG, or WebP image file\./, null],
    ['HTML sent as image/jpeg', () => pictureForm(HTML_PAGE, 'avatar.jpg', 'image/jpeg'), 415, /Please select a JPG, PNG, or WebP image file\./, null],
    ['a truncated JPEG', async () => pictureForm(truncated(await makeJpeg()), 'cut.jpg', 'image/jpeg'), 400, /damaged or incomplete/, null],
    ['a truncated PNG', async () => pictureForm(truncated(await makePng()), 'cut.png', 'image/png'), 400, /damaged or incomplete/, null],
    ['a decompression bomb (400 megapixels in a small file)', () => pictureForm(makePngBomb(), 'bomb.png', 'image/png'), 422, /at most 4096 pixels wide and high/, null],
    ['1 × 39,999,999 pixels in 77 KB (issue 25: seconds of CPU to decode)', () => pictureForm(makeThinPngBomb(), 'thin.png', 'image/png'), 422, /at most 4096 pixels wide and high/, null],
    ['a side of 4097 pixels', () => pictureForm(makePngBomb(4097, 2000), 'wide.png', 'image/png'), 422, /at most 4096 pixels wide and high/, null],
    ['more than four times as wide as high', () => pictureForm(makePngBomb(401, 100), 'strip.png', 'image/png'), 422, /too long and narrow/, null],
    ['more than four times as high as wide', async () => pictureForm(await makeJpeg(100, 401), 'strip.jpg', 'image/jpeg'), 422, /too long and narrow/, null],
    ['an empty file', () => pictureForm(new Uint8Array(0), 'empty.jpg', 'image/jpeg'), 400, /empty/, null],
    ['the file in another field', async () => pictureForm(await makeJpeg(), 'a.jpg', 'image/jpeg', 'picture'), 400, /profilePicture/, null],
    ['JSON instead of a form', () => JSON.stringify({ profilePicture: 'x' }), 415, /multipart\/form-data/, { 'content-type': 'application/json' }],
    ['a broken multipart body', () => '--x\r\nnot a part', 400, /multipart/, { 'content-type': 'multipart/form-data; boundary=x' }],
  ];

  test.each(cases)('%s', async (_label, make, status, message, headers) => {
    const player = await insertUser(database.db);
    await actAs(player);
    const before = await tableChecksums(database.db, ['users', 'profile_pictures']);
    const started = Date.now();
    const answer: RouteAnswer = await send(await make(), headers ?? undefined);
    expect({ status: answer.status, error: answer.json?.error }).toEqual({ status, error: expect.stringMatching(message) });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await tableChecksums(database.db, ['users', 'profile_pictures'])).toEqual(before);
  });

  /** A 50 MiB upload streamed a mebibyte at a time; `pulled()` says how much the server read. */
  async function streamUpload(headers: Record<string, string>) {
    await actAs(await insertUser(database.db));
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024 * 1024));
        if (pulled > 50) controller.close();
      },
    });
    const request = new Request('http://localhost/api/profile-picture/upload', {
      method: 'POST',
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...headers },
      duplex: 'half',
    } as RequestInit);
    const response = await upload.POST(request, { params: Promise.resolve({}) });
    return { status: response.status, pulled };
  }

  test('a declared Content-Length over the limit is refused before the body is read', async () => {
    const { status, pulled } = await streamUpload({ 'content-length': String(50 * 1024 * 1024) });
    expect(status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(2);
  });

  test('a body without a length is dropped once it passes the limit', async () => {
    const { status, pulled } = await streamUpload({});
    expect(status).toBe(413);
    expect(pulled).toBeLessThan(15);
  });
});

describe('who may', () => {
  test("an upload or delete only ever touches the caller's own picture", async () => {
    const owner = await insertUser(database.db);
    const other = await insertUser(database.db);
    await actAs(owner);
    const { data } = (await send(pictureForm(await makeJpeg(), 'a.jpg', 'image/jpeg'))).json as { data: { filename: string } };
    await actAs(other);
    expect((await sendToRoute(DELETE, deletion.DELETE, { method: 'DELETE' })).json).toEqual({ ok: true, data: { removed: false } });
    expect(await accountPicture(owner)).toBe(data.filename);
    await actAs(owner);
    expect((await sendToRoute(DELETE, deletion.DELETE, { method: 'DELETE' })).json).toEqual({ ok: true, data: { removed: true } });
    expect(await accountPicture(owner)).toBeNull();
    expect(await picturesOf(owner)).toHaveLength(0);
    expect((await serve(data.filename)).status).toBe(404);
  });

  test('an upload from another site is refused (403) before anything is read', async () => {
    const player = await insertUser(database.db);
    await actAs(player);
    const answer = await send(pictureForm(await makeJpeg(), 'a.jpg', 'image/jpeg'), { origin: 'http://evil.example' });
    expect(answer.status).toBe(403);
    expect(await picturesOf(player)).toHaveLength(0);
  });

  test('a picture name that is not one of ours is a 400; an unknown one a JSON 404', async () => {
    expect((await serve('../../etc/passwd')).status).toBe(400);
    const unknown = await serve(`${'0'.repeat(32)}.jpg`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: 'No such picture.' });
  });
});
