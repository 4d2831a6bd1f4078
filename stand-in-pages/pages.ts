/** The stand-in pages, one html file each (`<name>.html` here, the same name in dist/); the server answers each at its own address. */
export const PAGES = ['play', 'cashier', 'animation', 'docs'] as const;
export type PageName = (typeof PAGES)[number];
