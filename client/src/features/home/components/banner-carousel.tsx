import { useEffect, useState } from 'react';
import { PromoArt } from '../../../components/art/promo-art';
import { SmartLink } from '../../../components/ui/smart-link';
import { brand } from '../../../config/brands';
import { paths } from '../../../config/paths';
import { useHomeBanners } from '../api/get-my-discount-ad';
import { carouselSlides, type CarouselSlide } from '../utils/carousel-slides';

/** How long a slide stays before the next one. */
const SLIDE_INTERVAL_MS = 5_000;

const BRAND_SLIDE: CarouselSlide = { artSeed: brand.name, ...brand.banner, linkUrl: paths.discount.to(), action: '查看优惠' };

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function slideClass(active: boolean): string {
  return active ? 'carousel__slide carousel__slide--active' : 'carousel__slide';
}

/**
 * The top of home: the brand's welcome (always there: it is the page's heading and its first
 * paint) beside the carousel of the site's live promotion banners (getMyDiscountAd). The carousel
 * box has a fixed size and shows the brand's own frame (picture and caption) until the banners
 * arrive; the first banner then takes that frame's elements in place (slides are keyed by
 * position), so nothing moves and the largest paint of home is the static frame, not the data.
 * It advances every 5 s, pauses while hovered or focused, and stays still for players who ask for
 * reduced motion.
 */
export function BannerCarousel() {
  const banners = useHomeBanners();
  const slides = carouselSlides(banners.data, BRAND_SLIDE);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const active = index % slides.length;

  useEffect(() => {
    if (paused || slides.length < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, slides.length]);

  return (
    <div className="home-top">
      <section className="hero" aria-labelledby="home-title">
        {/* elementtiming: the web benchmark (tests/bench/web.ts) reports when this heading paints. */}
        <h1 id="home-title" {...{ elementtiming: 'home-title' }}>
          欢迎来到{brand.name}
        </h1>
        <p>{brand.slogan}</p>
      </section>
      <section
        className="carousel"
        aria-roledescription="carousel"
        aria-label="广告横幅"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {slides.map((slide, i) => (
          // Keyed by position: the first banner reuses the brand frame's elements (see above).
          <div key={i} className={slideClass(i === active)} aria-hidden={i !== active} inert={i !== active}>
            <PromoArt seed={slide.artSeed} className="carousel__art" />
            <div className="carousel__caption">
              <p className="carousel__title">{slide.title}</p>
              <p>{slide.subtitle}</p>
              <SmartLink to={slide.linkUrl} className="button button--primary">
                {slide.action}
              </SmartLink>
            </div>
          </div>
        ))}
        {slides.length > 1 && (
          <div className="carousel__dots" role="group" aria-label="选择横幅">
            {slides.map((slide, i) => (
              <button key={i} type="button" className="carousel__dot" aria-label={`第 ${i + 1} 张：${slide.title}`} aria-pressed={i === active} onClick={() => setIndex(i)} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
