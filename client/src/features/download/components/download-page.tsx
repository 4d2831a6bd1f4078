import { useMemo } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { brand } from '../../../config/brands';
import { useSiteInfo } from '../../../lib/site-info';
import { storage } from '../../../lib/storage';
import { qrPath } from '../utils/qr-path';

/** Referral codes travel to the mobile site, so a visitor referred on the desktop stays attributed. */
function withReferral(url: string): string {
  const { icode, rcode } = storage.getReferral();
  const target = new URL(url);
  if (icode) target.searchParams.set('icode', icode);
  if (rcode) target.searchParams.set('rcode', rcode);
  return target.toString();
}

/** The address a phone opens: the mobile site from preInfo, or this site until preInfo answers. */
function scanTarget(h5DomainUrl: string | undefined): string {
  return withReferral(h5DomainUrl ?? window.location.origin);
}

function QrCode({ text }: { text: string }) {
  const qr = useMemo(() => qrPath(text), [text]);
  return (
    <svg viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={`扫码访问 ${text}`} shapeRendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  );
}

/** App download: a QR code of the mobile site, the app package link and the mobile site link. */
export function DownloadPage() {
  const site = useSiteInfo();
  const target = scanTarget(site.h5DomainUrl ?? undefined);
  return (
    <div className="stack">
      <PageHeader title="APP下载" />
      <section className="card download">
        <div>
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
        </div>
        <figure className="download__qr">
          <QrCode text={target} />
          <figcaption>手机扫码下载</figcaption>
        </figure>
      </section>
    </div>
  );
}
