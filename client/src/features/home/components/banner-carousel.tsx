import { useEffect, useState } from 'react';
import { PromoArt } from '../../../components/art/promo-art';
import { SmartLink } from '../../../components/ui/smart-link';
import { brand } from '../../../config/brands';
import { useHomeBanners } from '../api/get-my-discount-ad';

/** How long a slide stays before the next one. */
const SLIDE_INTERVAL_MS = 5_000;
/** The carousel shows the first banners only: its dots stay one short row. */
const SLIDES_MAX = 6;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function slideClass(active: boolean): string {
  return active ? 'carousel__slide carousel__slide--active' : 'carousel__slide';
}

/**
 * The top of home: the brand's welcome (always there: it is the page's heading and its first
 * paint) beside the carousel of the site's live promotion banners (getMyDiscountAd). The carousel
 * box has a fixed ratio and shows the brand's picture until the banners arrive, so nothing moves.
 * It advances every 5 s, pauses while hovered or focused, and stays still for players who ask for
 * reduced motion.
 */
export function BannerCarousel() {
  const banners = useHomeBanners();
  const slides = (banners.data ?? []).slice(0, SLIDES_MAX);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const active = slides.length === 0 ? 0 : index % slides.length;

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
        {slides.length === 0 && <PromoArt seed={brand.name} className="carousel__art" />}
        {slides.map((ad, i) => (
          <div key={ad.id} className={slideClass(i === active)} aria-hidden={i !== active} inert={i !== active}>
            <PromoArt seed={ad.title} className="carousel__art" />
            <div className="carousel__caption">
              <p className="carousel__title">{ad.title}</p>
              <p>{ad.subtitle}</p>
              <SmartLink to={ad.linkUrl} className="button button--primary">
                立即参与
              </SmartLink>
            </div>
          </div>
        ))}
        {slides.length > 1 && (
          <div className="carousel__dots" role="group" aria-label="选择横幅">
            {slides.map((ad, i) => (
              <button key={ad.id} type="button" className="carousel__dot" aria-label={`第 ${i + 1} 张：${ad.title}`} aria-pressed={i === active} onClick={() => setIndex(i)} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
