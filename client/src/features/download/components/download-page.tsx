import { PageHeader } from '../../../components/ui/page-header';
import { brand } from '../../../config/brands';
import { useSiteInfo } from '../../../lib/site-info';
import { storage } from '../../../lib/storage';

/** Referral codes travel to the mobile site, so a visitor referred on the desktop stays attributed. */
function withReferral(url: string): string {
  const { icode, rcode } = storage.getReferral();
  const target = new URL(url);
  if (icode) target.searchParams.set('icode', icode);
  if (rcode) target.searchParams.set('rcode', rcode);
  return target.toString();
}

/** App download: the mobile site from preInfo (h5DomainUrl) and the app package link. */
export function DownloadPage() {
  const site = useSiteInfo();
  return (
    <div className="stack">
      <PageHeader title="APP下载" />
      <section className="card">
        <h2 className="section-title">{brand.name} 手机APP</h2>
        <p className="muted">随时随地畅玩体育、真人、电子与彩票，存取款更便捷。</p>
        <div className="row">
          {site.appDownloadUrl && (
            <a className="button button--primary" href={site.appDownloadUrl}>
              下载APP
            </a>
          )}
          {site.h5DomainUrl && (
            <a className="button button--secondary" href={withReferral(site.h5DomainUrl)} target="_blank" rel="noreferrer">
              访问手机网页版
            </a>
          )}
          {!site.loaded && <p role="status">加载中…</p>}
        </div>
      </section>
    </div>
  );
}
