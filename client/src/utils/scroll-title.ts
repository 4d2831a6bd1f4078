import { TITLE_SCROLL_MIN_LENGTH } from '@betsite/contracts/constants';

/** Titles longer than 15 characters scroll (spec 000 section 9); shorter ones stay still. */
export function titleScrolls(title: string): boolean {
  return [...title].length > TITLE_SCROLL_MIN_LENGTH;
}

/** One scroll step: the first character moves to the end. Code points, so emoji stay whole. */
export function nextTitleFrame(title: string): string {
  const chars = [...title];
  const first = chars.shift();
  return first === undefined ? title : chars.join('') + first;
}
