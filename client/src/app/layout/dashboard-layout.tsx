import { Outlet } from 'react-router-dom';
import { useRouteMeta } from '../route-meta';
import { Footer } from './footer';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';

/** The frame: top bar with menu and balance, the tab bar, the page, the footer. */
export function DashboardLayout() {
  const meta = useRouteMeta();
  return (
    <div className={meta?.fullWidth ? 'frame frame--full' : 'frame'}>
      <TopBar />
      <TabBar />
      <main id="main" className="frame__main">
        <Outlet />
      </main>
      {!meta?.noFooter && <Footer />}
    </div>
  );
}
