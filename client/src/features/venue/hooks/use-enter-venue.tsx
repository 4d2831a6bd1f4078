import { useCallback, useState, type ReactNode } from 'react';
import { LOGIN_REQUIRED_MESSAGE, SPORTS_PROVIDER_CODE } from '@betsite/contracts/constants';
import { Code } from '@betsite/contracts/status-codes';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api/errors';
import { fetchAutoTransferStatus, isActivityFlag } from '../../../lib/auto-transfer';
import { refreshBalance } from '../../../lib/balance';
import { bus } from '../../../lib/event-bus';
import { navigateTo } from '../../../lib/navigation';
import { showLoginPrompt } from '../../../lib/overlays';
import { isLoggedIn } from '../../../lib/session';
import { fetchVenueBalance, refreshVenueBalance } from '../../../lib/venue-balance';
import { refreshCategoryBalances } from '../api/category-balance';
import { launchVenue } from '../api/launch';
import { TransferThenEnterDialog } from '../components/transfer-then-enter-dialog';
import { launchTarget, needsTransferFirst } from './launch-target';

export interface VenueToEnter {
  enName: string;
  channelCode: string;
  /** Shown in the transfer-then-enter dialog. */
  name: string;
  gameCode?: string | undefined;
}

type Pending = VenueToEnter & { isActivity: 0 | 1 };

async function openVenue(venue: VenueToEnter, isActivity: 0 | 1): Promise<void> {
  bus.emit('loading', { open: true, text: '正在进入游戏…', autoClose: true });
  try {
    const { url } = await launchVenue(venue.enName, venue.gameCode ?? '', isActivity);
    const target = launchTarget(url);
    if (target.kind === 'route') navigateTo(target.path);
    else window.open(target.kind === 'tab' ? target.url : target.path, '_blank', 'noopener');
    // Automatic transfer may have moved money on entering: every balance on screen follows.
    refreshBalance();
    void refreshCategoryBalances();
    void refreshVenueBalance(venue.channelCode);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === Code.LOGIN_EXPIRED) bus.emit('tips', { message: LOGIN_REQUIRED_MESSAGE });
  } finally {
    bus.emit('loading', { open: false });
  }
}

/**
 * Entering a venue (spec 001 sections 4 and 7): login required (else the login prompt); the
 * sports venue (CRTY) goes to the local sport route; with automatic transfer off and the venue
 * wallet empty, the transfer-then-enter dialog comes first; isActivity is 1 for the venue an
 * activity holds. The screen renders `dialog`.
 */
export function useEnterVenue(): { enter: (venue: VenueToEnter) => Promise<void>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);

  const enter = useCallback(async (venue: VenueToEnter) => {
    if (!isLoggedIn()) {
      showLoginPrompt();
      return;
    }
    if (venue.enName === SPORTS_PROVIDER_CODE) {
      navigateTo(paths.localSport.to(venue.enName));
      return;
    }
    let status;
    let balance;
    try {
      [status, balance] = await Promise.all([fetchAutoTransferStatus(), fetchVenueBalance(venue.channelCode)]);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Without the two answers the entry still goes ahead: the server applies its own rules.
      await openVenue(venue, 0);
      return;
    }
    const isActivity = isActivityFlag(status.activity?.channelCode, venue.channelCode);
    if (needsTransferFirst(status, venue.channelCode, Math.round(balance.balance * 100))) setPending({ ...venue, isActivity });
    else await openVenue(venue, isActivity);
  }, []);

  const dialog = pending && (
    <TransferThenEnterDialog
      venue={pending}
      isActivity={pending.isActivity}
      onClose={() => setPending(null)}
      onEnter={async () => {
        setPending(null);
        await openVenue(pending, pending.isActivity);
      }}
    />
  );
  return { enter, dialog };
}
