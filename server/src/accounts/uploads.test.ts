import { describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_BYTES_MAX } from '@betsite/contracts/routes/member';
import { loadFixtures } from '../composition/fixtures';
import { accountFromFixture } from './account';
import { createUploads, parseImageDataUrl, setAvatar, UPLOADS_PER_USER_MAX } from './uploads';

/** The smallest valid PNG: 1×1 transparent. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const dataUrl = (mime: string, b64: string) => `data:${mime};base64,${b64}`;
const fixtures = loadFixtures();

describe('uploads', () => {
  it('accepts a png whose bytes are a png', () => {
    const r = parseImageDataUrl(dataUrl('image/png', PNG_1PX));
    expect(r).toMatchObject({ ok: true, value: { mime: 'image/png' } });
  });

  it('accepts jpeg, gif and webp by their magic numbers', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64');
    const webp = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'latin1').toString('base64');
    expect(parseImageDataUrl(dataUrl('image/jpeg', jpeg)).ok).toBe(true);
    expect(parseImageDataUrl(dataUrl('image/gif', gif)).ok).toBe(true);
    expect(parseImageDataUrl(dataUrl('image/webp', webp)).ok).toBe(true);
  });

  it('answers 6010 for a type it does not take, bytes that are not the declared type, broken base64, an empty or oversized image', () => {
    const cases = [
      dataUrl('image/svg+xml', Buffer.from('<svg/>').toString('base64')),
      dataUrl('image/png', Buffer.from('GIF89a....').toString('base64')),
      dataUrl('image/png', 'iVBORw0KGgo%%%'),
      dataUrl('image/png', 'iVBORw0KGgoA'.slice(0, 10)),
      dataUrl('image/png', ''),
      'not a data url',
      dataUrl('image/png', Buffer.concat([Buffer.from(PNG_1PX, 'base64'), Buffer.alloc(UPLOAD_IMAGE_BYTES_MAX)]).toString('base64')),
    ];
    for (const c of cases) expect(parseImageDataUrl(c), c.slice(0, 40)).toMatchObject({ ok: false, code: 6010 });
  });

  it('keeps at most 20 images per player, dropping the oldest', () => {
    const uploads = createUploads();
    const image = { mime: 'image/png' as const, bytes: Buffer.from(PNG_1PX, 'base64') };
    const first = uploads.add(1, image, 'avatar', 0);
    for (let i = 0; i < UPLOADS_PER_USER_MAX; i++) uploads.add(1, image, 'avatar', i);
    expect(uploads.get(first.id)).toBeUndefined();
    expect(uploads.size()).toBe(UPLOADS_PER_USER_MAX);
  });

  it('sets a stock avatar or the player\'s own upload, and answers 6004 for anything else', () => {
    const uploads = createUploads();
    const a = accountFromFixture(fixtures.accounts[0]!, 0);
    const stock = fixtures.avatars[0]!.url;
    expect(setAvatar(a, fixtures.avatars, uploads, stock)).toEqual({ ok: true, value: stock });
    expect(a.avatar).toBe(stock);
    const mine = uploads.add(a.userId, { mime: 'image/png', bytes: Buffer.from(PNG_1PX, 'base64') }, 'avatar', 0);
    const theirs = uploads.add(a.userId + 1, { mime: 'image/png', bytes: Buffer.from(PNG_1PX, 'base64') }, 'avatar', 0);
    expect(setAvatar(a, fixtures.avatars, uploads, mine.url).ok).toBe(true);
    expect(setAvatar(a, fixtures.avatars, uploads, theirs.url)).toMatchObject({ ok: false, code: 6004 });
    expect(setAvatar(a, fixtures.avatars, uploads, 'https://evil.example/x.png')).toMatchObject({ ok: false, code: 6004 });
    expect(a.avatar).toBe(mine.url);
  });
});
