import { Link } from 'react-router-dom';
import { brand } from '../../config/brands';
import { paths } from '../../config/paths';
import { TopMenu } from '../../features/navigation/components/top-menu';
import { EditionToggle } from './edition-toggle';
import { UserArea } from './user-area';

export function TopBar() {
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link to={paths.home.to()} className="top-bar__logo" aria-label={`${brand.name} 首页`}>
          <img src={brand.logoUrl} alt={brand.name} width={160} height={40} />
        </Link>
        <TopMenu />
        <div className="top-bar__side">
          <EditionToggle />
          <UserArea />
        </div>
      </div>
    </header>
  );
}
