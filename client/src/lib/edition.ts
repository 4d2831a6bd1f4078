import { useSiteInfo } from './site-info';
import { storage, type Edition } from './storage';
import { createStore, useStore } from './store';

/**
 * Classic (light) or professional (dark), chosen by the player and stored locally; always classic
 * when the site does not allow professional (spec 001 section 4).
 */
export function effectiveEdition(stored: Edition | null, professionalAllowed: boolean): Edition {
  return professionalAllowed && stored === 'professional' ? 'professional' : 'classic';
}

export const editionStore = createStore<Edition>(storage.getEdition() ?? 'classic');

export function chooseEdition(edition: Edition): void {
  storage.setEdition(edition);
  editionStore.set(edition);
}

/** The edition in force: the chosen one, or classic while the site does not allow professional. */
export function useEdition(): Edition {
  return effectiveEdition(useStore(editionStore), useSiteInfo().professionalAllowed);
}
