// Build-time configuration read through import.meta.env (vite/client types come from the root
// tsconfig). Every variable is optional: config/env.ts supplies the defaults.
interface ImportMetaEnv {
  /** Brand theme id, see config/brand-ids.ts; set by vite.config.ts from VITE_BRAND or brand.config.json. */
  readonly VITE_BRAND?: string;
  /** The wire secret shared with the server (WIRE_SECRET there). */
  readonly VITE_WIRE_SECRET?: string;
  /**
   * `off`: every call in the plain form, whatever the stored safeSwitch flag and preInfo say (a
   * backend that follows contracts/openapi.json alone, such as `prism mock`); vite.config.ts
   * refuses any other value than `off` and `auto` (the default).
   */
  readonly VITE_SAFE_SWITCH?: string;
}

// hls.js ships its light build (no alternate audio, subtitles or DRM: a stand-in line needs none)
// without a declaration file of its own; its API is the full build's.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
