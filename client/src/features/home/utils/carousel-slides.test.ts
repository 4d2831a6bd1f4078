import { describe, expect, it } from 'vitest';
import { CAROUSEL_SLIDES_MAX, carouselSlides, type CarouselSlide } from './carousel-slides';

const brandSlide: CarouselSlide = { artSeed: '金冠体育', title: '赛事精彩 优惠不停', subtitle: '全场活动', linkUrl: '/activity/discount', action: '查看优惠' };
const banner = (n: number) => ({ title: `优惠 ${n}`, subtitle: `说明 ${n}`, linkUrl: `/activity/${n}` });

describe('home carousel slides', () => {
  it('shows the brand frame while the banners load, so the first frame needs no server data', () => {
    expect(carouselSlides(undefined, brandSlide)).toEqual([brandSlide]);
  });

  it('keeps the brand frame when the server has no banner', () => {
    expect(carouselSlides([], brandSlide)).toEqual([brandSlide]);
  });

  it("replaces the brand frame by the server's banners, each drawn from its title", () => {
    expect(carouselSlides([banner(1), banner(2)], brandSlide)).toEqual([
      { artSeed: '优惠 1', title: '优惠 1', subtitle: '说明 1', linkUrl: '/activity/1', action: '立即参与' },
      { artSeed: '优惠 2', title: '优惠 2', subtitle: '说明 2', linkUrl: '/activity/2', action: '立即参与' },
    ]);
  });

  it(`shows at most ${CAROUSEL_SLIDES_MAX} banners`, () => {
    const many = Array.from({ length: CAROUSEL_SLIDES_MAX + 3 }, (_, i) => banner(i));
    expect(carouselSlides(many, brandSlide).map((slide) => slide.title)).toEqual(many.slice(0, CAROUSEL_SLIDES_MAX).map((b) => b.title));
  });
});
