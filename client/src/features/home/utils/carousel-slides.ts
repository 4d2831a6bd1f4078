/** One frame of the home carousel: its picture's seed, its caption and where its button goes. */
export interface CarouselSlide {
  artSeed: string;
  title: string;
  subtitle: string;
  linkUrl: string;
  action: string;
}

/** The carousel shows the first banners only: its dots stay one short row. */
export const CAROUSEL_SLIDES_MAX = 6;

interface Banner {
  title: string;
  subtitle: string;
  linkUrl: string;
}

/**
 * The frames to show: the server's banners once they are in, else (loading, none, failed) the
 * brand's own frame. The brand frame and the first banner take the same place, so the carousel's
 * first frame paints with the static page and is then updated in place: the largest paint of home
 * does not wait for the server.
 */
export function carouselSlides(banners: readonly Banner[] | undefined, brandSlide: CarouselSlide): CarouselSlide[] {
  if (!banners || banners.length === 0) return [brandSlide];
  return banners.slice(0, CAROUSEL_SLIDES_MAX).map((banner) => ({
    artSeed: banner.title,
    title: banner.title,
    subtitle: banner.subtitle,
    linkUrl: banner.linkUrl,
    action: '立即参与',
  }));
}
