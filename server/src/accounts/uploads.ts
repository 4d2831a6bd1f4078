import { installedCrypto } from '../lib/crypto';
import { base64Bytes, hexText, latin1Text, sameBytes } from '../lib/bytes';
import { Code } from '@betsite/contracts/status-codes';
import type { z } from 'zod';
import { UPLOAD_IMAGE_BYTES_MAX, UPLOAD_IMAGE_TYPES, type avatar as avatarSchema } from '@betsite/contracts/routes/member';
import type { Account } from './account';
import { type Result, refuse, success } from '../lib/reply';
import { setBounded } from '../lib/bounded-map';

/**
 * Uploaded images (avatars, feedback pictures) and the avatar choice. Images arrive as base64 data
 * URLs; the bytes must really be the declared type (checked by their magic numbers), not merely
 * say so. The store is bounded per player and in total: the oldest image goes first.
 */
export const UPLOADS_MAX = 1_000;
export const UPLOADS_PER_USER_MAX = 20;
export const UPLOAD_URL_PREFIX = '/uploads/';

export type ImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

const EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

const DATA_URL_RE = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]*={0,2})$/;

const PNG_MAGIC = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function hasMagic(type: ImageType, b: Uint8Array): boolean {
  const ascii = (from: number, to: number) => latin1Text(b, Math.min(from, b.length), Math.min(to, b.length));
  switch (type) {
    case 'image/png':
      return sameBytes(b.subarray(0, 8), PNG_MAGIC);
    case 'image/jpeg':
      return b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
    case 'image/gif':
      return ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a';
    case 'image/webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
  }
}

function isImageType(s: string): s is ImageType {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(s);
}

/** Every failure is 6010 文件上传失败 with a reason the player can act on. */
export function parseImageDataUrl(dataUrl: string): Result<{ mime: ImageType; bytes: Uint8Array }> {
  const m = DATA_URL_RE.exec(dataUrl);
  if (!m?.[1] || m[2] === undefined) return refuse(Code.FILE_UPLOAD_FAILURE, '文件上传失败：请上传 png、jpg、gif 或 webp 图片');
  const mime = m[1];
  if (!isImageType(mime)) return refuse(Code.FILE_UPLOAD_FAILURE, '文件上传失败：请上传 png、jpg、gif 或 webp 图片');
  if (m[2].length % 4 !== 0) return refuse(Code.FILE_UPLOAD_FAILURE, '文件上传失败：图片数据已损坏');
  const bytes = base64Bytes(m[2]);
  if (bytes.length === 0) return refuse(Code.FILE_UPLOAD_FAILURE, '文件上传失败：图片为空');
  if (bytes.length > UPLOAD_IMAGE_BYTES_MAX) return refuse(Code.FILE_UPLOAD_FAILURE, `文件上传失败：图片不能超过${UPLOAD_IMAGE_BYTES_MAX / 1024}KB`);
  if (!hasMagic(mime, bytes)) return refuse(Code.FILE_UPLOAD_FAILURE, '文件上传失败：图片内容与格式不符');
  return success({ mime, bytes });
}

export interface StoredImage {
  id: string;
  userId: number;
  url: string;
  mime: ImageType;
  bytes: Uint8Array;
  purpose: 'avatar' | 'feedback';
  at: number;
}

export function createUploads() {
  const byId = new Map<string, StoredImage>();
  return {
    add(userId: number, image: { mime: ImageType; bytes: Uint8Array }, purpose: StoredImage['purpose'], now: number): StoredImage {
      const mine = [...byId.values()].filter((i) => i.userId === userId);
      while (mine.length >= UPLOADS_PER_USER_MAX) byId.delete(mine.shift()!.id);
      // The id is what protects the image (contracts' uploadUrl), so it comes from the CSPRNG: a
      // seeded or counted id would let anyone enumerate other players' pictures.
      const id = hexText(installedCrypto().randomBytes(16));
      const stored: StoredImage = { id, userId, url: `${UPLOAD_URL_PREFIX}${id}.${EXTENSIONS[image.mime]}`, mime: image.mime, bytes: image.bytes, purpose, at: now };
      setBounded(byId, id, stored, UPLOADS_MAX);
      return stored;
    },
    /** What a saved world keeps (composition/world-image.ts): live, not a copy; the image copies it. */
    dump: (): StoredImage[] => [...byId.values()],
    /** Takes over a saved world's images; their bytes come back as a Uint8Array whatever the copy made of them. */
    load(saved: readonly StoredImage[]): void {
      byId.clear();
      for (const image of saved) byId.set(image.id, { ...image, bytes: new Uint8Array(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength) });
    },
    byUrl: (url: string) => [...byId.values()].find((i) => i.url === url),
    get: (id: string) => byId.get(id),
    size: () => byId.size,
  };
}
export type Uploads = ReturnType<typeof createUploads>;

export type Avatar = z.infer<typeof avatarSchema>;

/** The avatar must be a stock one or an image this player uploaded: no hot-linking other players' or outside images. */
export function setAvatar(account: Account, stock: readonly Avatar[], uploads: Uploads, url: string): Result<string> {
  const ownUpload = uploads.byUrl(url);
  const allowed = stock.some((a) => a.url === url) || ownUpload?.userId === account.userId;
  if (!allowed) return refuse(Code.NOT_FOUND, '头像不存在');
  account.avatar = url;
  return success(url);
}

/** Feedback may show only pictures the caller uploaded, never another player's or an outside link. */
export function ownUploads(uploads: Uploads, userId: number, urls: readonly string[]): Result<readonly string[]> {
  const foreign = urls.some((url) => uploads.byUrl(url)?.userId !== userId);
  return foreign ? refuse(Code.NOT_FOUND, '图片不存在') : success(urls);
}
