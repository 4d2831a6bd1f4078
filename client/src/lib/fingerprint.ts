import Hex from 'crypto-js/enc-hex';
import WordArray from 'crypto-js/lib-typedarrays';
import SHA256 from 'crypto-js/sha256';

/**
 * The device uuid of the request headers (spec 001 section 3): a hash of browser and graphics
 * data, so the same browser on the same machine keeps its id even after storage is cleared. Without
 * WebGL there is too little entropy for a stable id that does not collide, so a random id is used.
 */
export interface FingerprintParts {
  userAgent: string;
  language: string;
  platform: string;
  hardwareConcurrency: number;
  screen: string;
  timezone: string;
  /** WebGL vendor and renderer; null when WebGL is unavailable. */
  webgl: { vendor: string; renderer: string; version: string } | null;
}

/** A stable id from the parts, or null when there is no WebGL data to make it distinctive. */
export function fingerprintId(parts: FingerprintParts): string | null {
  if (!parts.webgl) return null;
  const canonical = JSON.stringify([
    parts.userAgent,
    parts.language,
    parts.platform,
    parts.hardwareConcurrency,
    parts.screen,
    parts.timezone,
    parts.webgl.vendor,
    parts.webgl.renderer,
    parts.webgl.version,
  ]);
  return SHA256(canonical).toString(Hex).slice(0, 32);
}

/** A random id in the same 32-hex shape, for browsers without WebGL. */
export function randomDeviceId(): string {
  return WordArray.random(16).toString(Hex);
}

function readWebgl(): FingerprintParts['webgl'] {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl');
    if (!(gl instanceof WebGLRenderingContext)) return null;
    // The unmasked names are what tells two machines apart; browsers that hide them still give
    // the masked ones.
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    const vendor: unknown = debug ? gl.getParameter(debug.UNMASKED_VENDOR_WEBGL) : gl.getParameter(gl.VENDOR);
    const renderer: unknown = debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
    const version: unknown = gl.getParameter(gl.VERSION);
    return { vendor: String(vendor), renderer: String(renderer), version: String(version) };
  } catch {
    return null;
  }
}

/** Reads the parts from the browser. Call only in a browser. */
export function collectFingerprintParts(): FingerprintParts {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    platform: navigator.platform,
    hardwareConcurrency: navigator.hardwareConcurrency,
    screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    webgl: readWebgl(),
  };
}

/** The stored device uuid, computed and stored on first use. */
export function ensureDeviceUuid(store: { getDeviceUuid(): string | null; setDeviceUuid(uuid: string): void }): string {
  const stored = store.getDeviceUuid();
  if (stored) return stored;
  const uuid = typeof document === 'undefined' ? randomDeviceId() : fingerprintId(collectFingerprintParts()) ?? randomDeviceId();
  store.setDeviceUuid(uuid);
  return uuid;
}
