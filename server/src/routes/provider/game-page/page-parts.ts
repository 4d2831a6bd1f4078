/**
 * A piece of the stand-in game page: its css and the script it adds. The page is plain HTML and
 * one inline script, no build, so every piece is text; a renderer adds itself to RENDERERS (see
 * helpers-script.ts) and the main script calls the one of the game's kind.
 */
export interface PagePart {
  css: string;
  js: string;
}
