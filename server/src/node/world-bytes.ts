import v8 from 'node:v8';
import { captureWorldWith, readWorldWith, type WorldCodec, type WorldImage, type WorldParts } from '../composition/world-image';

/** Node's structured serialisation: Maps, Sets, typed arrays and shared references kept, a function refused. */
export const v8Codec: WorldCodec = {
  serialize: (value) => v8.serialize(value),
  deserialize: (bytes) => v8.deserialize(bytes) as unknown,
};

/** A world as bytes, on Node's codec (composition/world-image.ts): what STATE_DIR writes and a QA snapshot keeps. */
export function captureWorld(world: WorldParts, holder?: WorldImage['holder']): Buffer {
  const bytes = captureWorldWith(v8Codec, world, holder);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The image in `bytes`, checked whole before anything is read from it (composition/world-image.ts). */
export const readWorld = (bytes: Uint8Array): WorldImage => readWorldWith(v8Codec, bytes);
