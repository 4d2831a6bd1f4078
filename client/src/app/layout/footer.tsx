import { Link } from 'react-router-dom';
import { MINIMUM_AGE_YEARS } from '@betsite/contracts/constants';
import { VenueMark } from '../../components/art/venue-mark';
import { brand } from '../../config/brands';
import { paths } from '../../config/paths';

const LINKS = [
  { label: '关于我们', to: paths.helpTopic.to('gywm') },
  { label: '规则条款', to: paths.helpTopic.to('gztk') },
  { label: '隐私规则', to: paths.helpTopic.to('ysgz') },
  { label: '博彩责任', to: paths.helpTopic.to('bczr') },
  { label: '合作伙伴', to: paths.helpTopic.to('hzhb') },
  { label: '帮助中心', to: paths.help.to() },
  { label: '合营计划', to: paths.venture.to() },
  { label: 'APP下载', to: paths.appdownload.to() },
] as const;

/** Invented licences (no real regulator): a seal each, drawn below. */
const LICENCES = [
  { code: 'CGA', label: '海岸博彩监管局' },
  { code: 'IGC', label: '岛屿游戏委员会' },
  { code: 'FTL', label: '公平游戏认证' },
  { code: '18+', label: '负责任博彩' },
] as const;

/** The partners' invented marks: the channel codes of the stand-in venues. */
const PARTNERS = ['CR', 'SB', 'AG', 'EVO', 'BG', 'PG', 'KY', 'IM'] as const;

function LicenceSeal({ code, label }: { code: string; label: string }) {
  return (
    <svg className="licence-seal" width={44} height={44} viewBox="0 0 44 44" role="img" aria-label={label}>
      <circle cx="22" cy="22" r="21" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="22" cy="22" r="16" fill="none" stroke="currentColor" strokeDasharray="2 2" />
      <text x="22" y="26" textAnchor="middle" fontSize="11" fontWeight="800" fill="currentColor" fontFamily="system-ui, sans-serif">
        {code}
      </text>
    </svg>
  );
}

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <img src={brand.logoUrl} alt={brand.name} width={160} height={40} loading="lazy" />
          <p>{brand.slogan}</p>
        </div>
        <nav aria-label="页脚导航">
          <ul className="footer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer__marks">
          <section aria-labelledby="footer-licences">
            <h2 id="footer-licences">牌照与认证</h2>
            <ul className="footer__mark-list">
              {LICENCES.map((licence) => (
                <li key={licence.code}>
                  <LicenceSeal code={licence.code} label={licence.label} />
                  {licence.label}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-partners">
            <h2 id="footer-partners">合作伙伴</h2>
            <ul className="footer__mark-list">
              {PARTNERS.map((code) => (
                <li key={code}>
                  <VenueMark code={code} name={code} size={40} />
                </li>
              ))}
            </ul>
          </section>
        </div>
        <p className="footer__notice">
          本站仅向年满 {MINIMUM_AGE_YEARS} 周岁的用户提供服务。理性娱乐，量力而行。
        </p>
        <p className="footer__copyright">
          © {new Date().getFullYear()} {brand.name} 版权所有
        </p>
      </div>
    </footer>
  );
}
