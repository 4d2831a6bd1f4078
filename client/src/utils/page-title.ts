/** Between the page's name and the brand's in the browser tab. */
export const TITLE_SEPARATOR = ' - ';

/**
 * The browser tab's title: the page's name, then the site's brand (`个人资料 - 金冠体育`), so a
 * player with several tabs open tells them apart and the brand is never cut off; the brand alone
 * while the page has no name (spec 000 section 4: the title is the brand's name).
 */
export function pageTitle(pageName: string | null | undefined, brandName: string): string {
  const name = pageName?.trim() ?? '';
  return name === '' ? brandName : `${name}${TITLE_SEPARATOR}${brandName}`;
}
