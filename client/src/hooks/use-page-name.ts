import { useEffect } from 'react';
import { pageNameStore } from '../lib/page-name';

/** Names the browser tab after this screen while it shows (its route's name again once it goes or hides). */
export function usePageName(name: string | null): void {
  useEffect(() => {
    if (name === null) return undefined;
    pageNameStore.set(name);
    return () => pageNameStore.set((current) => (current === name ? null : current));
  }, [name]);
}
