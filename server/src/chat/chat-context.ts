import type { Clock } from '../lib/clock';
import type { EventBus } from '../lib/event-bus';
import type { Notice } from '../lib/notices';
import type { Sessions } from '../accounts/sessions';
import type { AccountsState } from '../accounts/state';
import type { MoneyState } from '../money/state';
import type { SportsState } from '../sports/state';
import type { ChatState } from './state';

/**
 * What the chat reads of the app context (chat sits below composition, so it names the parts it
 * uses). Read `state` at call time: it is replaced on reset.
 */
export interface ChatContext {
  readonly config: { readonly WIRE_SECRET: string };
  readonly clock: Clock;
  readonly state: ChatState & SportsState & AccountsState & MoneyState;
  readonly sessions: Sessions;
  readonly notices: EventBus<Notice>;
}
