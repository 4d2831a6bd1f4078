import { fetchData } from './api/request';
import { siteInfoStore, type SiteInfo } from './site-info';
import { storage } from './storage';

let pending: Promise<SiteInfo> | null = null;

/**
 * preInfo, once per page load: its ip signs every later call (ts-sign) and its settings decide
 * routes (deposit) and themes (professional edition). A failure keeps the defaults and lets the
 * next caller try again.
 */
export function loadSiteInfo(): Promise<SiteInfo> {
  pending ??= fetchData((api) => api.site.preInfo({ body: {}, silent: true }))
    .then((data) => {
      const info: SiteInfo = {
        loaded: true,
        ip: data.ip,
        title: data.siteBaseConfig.title,
        h5DomainUrl: data.siteBaseConfig.h5DomainUrl,
        appDownloadUrl: data.siteBaseConfig.appDownloadUrl || null,
        depositEnabled: data.depositEnabled,
        professionalAllowed: data.professionalAllowed,
      };
      // The server's default applies only until the player (or QA) has chosen: spec 000 says the
      // switch is on unless the stored flag is 0.
      if (!storage.hasSafeSwitchFlag()) storage.setSafeSwitch(data.safeSwitch === 1);
      siteInfoStore.set(info);
      return info;
    })
    .catch(() => {
      pending = null;
      return siteInfoStore.get();
    });
  return pending;
}
