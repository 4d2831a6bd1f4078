import { NavLink } from 'react-router-dom';
import { tabs, useTabs } from '../../lib/tabs';

/**
 * The visited routes as tabs, each closable, with a reset. The bar keeps its height while empty:
 * the first tab arrives in an effect, and the page below must not move when it does.
 */
export function TabBar() {
  const { visited } = useTabs();
  if (visited.length === 0) return <div className="tab-bar" aria-hidden="true" />;
  return (
    <nav className="tab-bar" aria-label="已访问页面">
      <ul className="tab-bar__list">
        {visited.map((tab) => (
          <li key={tab.name} className="tab-bar__item">
            <NavLink to={tab.fullPath} className="tab-bar__link" end>
              {tab.title}
            </NavLink>
            <button type="button" className="tab-bar__close" aria-label={`关闭 ${tab.title}`} onClick={() => tabs.close(tab.name)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="tab-bar__reset" onClick={tabs.reset}>
        关闭全部
      </button>
    </nav>
  );
}
