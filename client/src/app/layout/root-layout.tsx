import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { REGISTER_DIALOG_DELAY_MS } from '@betsite/contracts/constants';
import { ConfirmHost } from '../../components/overlays/confirm-host';
import { LoadingToast } from '../../components/overlays/loading-toast';
import { TipsHost } from '../../components/overlays/tips-host';
import { VenueEntryDialog } from '../../components/overlays/venue-entry-dialog';
import { SeoText } from '../../components/seo-text';
import { ProgressBar } from '../../components/ui/progress-bar';
import { brand } from '../../config/brands';
import { AuthDialogHost } from '../../features/auth/components/auth-dialog-host';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { pageNameStore } from '../../lib/page-name';
import { useRootFontSize } from '../../hooks/use-root-font-size';
import { refreshBalance } from '../../lib/balance';
import { useEdition } from '../../lib/edition';
import { bus } from '../../lib/event-bus';
import { loadSiteInfo } from '../../lib/load-site-info';
import { isLoggedIn } from '../../lib/session';
import { useStore } from '../../lib/store';
import { queryOf, tabs } from '../../lib/tabs';
import { pageTitle } from '../../utils/page-title';
import { useRouteMeta } from '../route-meta';

/** Everything every page has: overlays, the progress bar, title, font scaling, edition, tabs. */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const meta = useRouteMeta();
  const ownName = useStore(pageNameStore);

  useRootFontSize();
  // The build's brand, not preInfo's siteBaseConfig title: one API serves every brand's build.
  useDocumentTitle(pageTitle(ownName ?? meta?.title, brand.name));

  useEffect(() => {
    void loadSiteInfo();
  }, []);

  // The theme follows the edition in force (main.tsx put the stored choice there before first paint).
  const edition = useEdition();
  useEffect(() => {
    document.documentElement.dataset.edition = edition;
  }, [edition]);

  // Every navigation: scroll to the top and refresh the balance (spec 000 section 2).
  useEffect(() => {
    window.scrollTo(0, 0);
    refreshBalance();
  }, [location.pathname]);

  useEffect(() => {
    if (!meta || meta.hidden) return;
    tabs.visit({ name: meta.name, title: meta.title, fullPath: location.pathname + location.search, query: queryOf(location.search) });
  }, [meta, location.pathname, location.search]);

  // ?register=1 opens the register dialog after 500 ms for a visitor.
  useEffect(() => {
    if (new URLSearchParams(location.search).get('register') !== '1' || isLoggedIn()) return;
    const timer = setTimeout(() => bus.emit('register'), REGISTER_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.search]);

  return (
    <>
      <ProgressBar active={navigation.state !== 'idle'} />
      <Outlet />
      <SeoText brandName={brand.name} />
      <AuthDialogHost />
      <ConfirmHost />
      <VenueEntryDialog />
      <LoadingToast />
      <TipsHost />
    </>
  );
}
