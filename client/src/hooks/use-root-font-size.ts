import { useEffect } from 'react';
import { rootFontSizePx } from '../utils/root-font-size';

/** Keeps the html font size in step with the window width (spec 000 section 2). */
export function useRootFontSize(): void {
  useEffect(() => {
    let frame = 0;
    const apply = () => {
      frame = 0;
      document.documentElement.style.fontSize = `${rootFontSizePx(window.innerWidth)}px`;
    };
    const onResize = () => {
      if (frame === 0) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
}
