import {
  ROOT_FONT_BASE_WIDTH_PX,
  ROOT_FONT_SCALE_BELOW_PX,
  ROOT_FONT_SCALE_FACTOR,
} from '@betsite/contracts/constants';

/** Root font size at the base width: the design is drawn at 1920 px where 1rem = 16 px. */
export const ROOT_FONT_BASE_PX = 16;
/** Below this the layout is unreadable whatever the scale; the page scrolls horizontally instead. */
export const ROOT_FONT_MIN_WIDTH_PX = 1024;

/**
 * The boost applied to the proportional size: 1.33 under 1600 px, easing linearly back to 1 at
 * 1920 px (the spec's "smoothing up to 1920"), so there is no jump at either edge.
 */
export function rootFontScale(widthPx: number): number {
  if (widthPx < ROOT_FONT_SCALE_BELOW_PX) return ROOT_FONT_SCALE_FACTOR;
  if (widthPx >= ROOT_FONT_BASE_WIDTH_PX) return 1;
  const progress = (widthPx - ROOT_FONT_SCALE_BELOW_PX) / (ROOT_FONT_BASE_WIDTH_PX - ROOT_FONT_SCALE_BELOW_PX);
  return ROOT_FONT_SCALE_FACTOR + (1 - ROOT_FONT_SCALE_FACTOR) * progress;
}

/** The html font size in px for a window width: proportional to 1920, boosted under 1600. */
export function rootFontSizePx(widthPx: number): number {
  const width = Math.min(Math.max(widthPx, ROOT_FONT_MIN_WIDTH_PX), ROOT_FONT_BASE_WIDTH_PX);
  const size = ROOT_FONT_BASE_PX * (width / ROOT_FONT_BASE_WIDTH_PX) * rootFontScale(width);
  return Math.round(size * 100) / 100;
}
