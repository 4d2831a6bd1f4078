import { createStore } from './store';

/**
 * A screen's own name for the browser tab, when its route's name says too little (the live page
 * names its match); null while no screen gives one, and the route's name applies.
 */
export const pageNameStore = createStore<string | null>(null);
