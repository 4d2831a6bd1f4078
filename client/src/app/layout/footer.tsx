import { Link } from 'react-router-dom';
import { MINIMUM_AGE_YEARS } from '@betsite/contracts/constants';
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
