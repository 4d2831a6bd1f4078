import { useEffect } from 'react';
import { TITLE_SCROLL_INTERVAL_MS } from '@betsite/contracts/constants';
import { nextTitleFrame, titleScrolls } from '../utils/scroll-title';

/** The page title; longer than 15 characters it scrolls every 300 ms (spec 000 section 9). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
    if (!titleScrolls(title)) return;
    let frame = title;
    const timer = setInterval(() => {
      frame = nextTitleFrame(frame);
      document.title = frame;
    }, TITLE_SCROLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [title]);
}
