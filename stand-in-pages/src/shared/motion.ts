/** True when the player asked for reduced motion: the pages' animations then land at once. */
export const reducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A pause of an animation, shortened to at most 40 ms under reduced motion. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, reducedMotion() ? Math.min(ms, 40) : ms));
