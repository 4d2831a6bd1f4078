import { createStore, useStore } from './store';

/**
 * What the client knows about the site before login (preInfo, spec 001 section 3: ip and
 * siteBaseConfig title and h5DomainUrl) plus the two site settings the client obeys: the deposit
 * switch and whether the professional edition is allowed. Until preInfo answers, the defaults
 * below apply: deposit on, both editions allowed, no ip (so no ts-sign header yet).
 */
export interface SiteInfo {
  loaded: boolean;
  ip: string | null;
  title: string | null;
  h5DomainUrl: string | null;
  appDownloadUrl: string | null;
  depositEnabled: boolean;
  professionalAllowed: boolean;
}

export const DEFAULT_SITE_INFO: SiteInfo = {
  loaded: false,
  ip: null,
  title: null,
  h5DomainUrl: null,
  appDownloadUrl: null,
  depositEnabled: true,
  professionalAllowed: true,
};

export const siteInfoStore = createStore<SiteInfo>(DEFAULT_SITE_INFO);

export function useSiteInfo(): SiteInfo {
  return useStore(siteInfoStore);
}
