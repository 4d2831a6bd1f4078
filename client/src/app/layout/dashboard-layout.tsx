import { useRouteMeta } from '../route-meta';
import { Footer } from './footer';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';

/** The frame: top bar with menu and balance, the tab bar, the page (open tabs kept alive), the footer. */
export function DashboardLayout() {
  const meta = useRouteMeta();
  return (
    <div className={meta?.fullWidth ? 'frame frame--full' : 'frame'}>
      <TopBar />
      <TabBar />
      <main id="main" className="frame__main">
        <KeepAliveOutlet />
      </main>
      {!meta?.noFooter && <Footer />}
    </div>
  );
}
