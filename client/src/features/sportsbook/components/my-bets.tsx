import { useState } from 'react';
import { RESULT_LABELS } from '@betsite/contracts/sportsbook';
import { ChoiceGroup, type Choice } from '../../../components/ui/choice-group';
import { AsyncContent } from '../../../components/ui/async-content';
import { Pager } from '../../../components/ui/pager';
import { formatDateTime } from '../../../utils/date';
import { formatBalance } from '../../../utils/format';
import { useBets, type BetListStatus } from '../api/get-bets';
import type { ProviderSession } from '../api/provider-session';
import { oddsText } from '../hooks/bet-slip-state';

const STATUSES: readonly Choice<BetListStatus>[] = [
  { value: 'open', label: '未结算' },
  { value: 'settled', label: '已结算' },
];
const STATE_TEXT = { accepted: '已确认', delay: '确认中', rejected: '未接受' } as const;

/** 我的注单: open and settled bets from getBets, results by their Chinese labels, with the payout. */
export function MyBets({ session }: { session: ProviderSession | null }) {
  const [status, setStatus] = useState<BetListStatus>('open');
  const [pageNum, setPageNum] = useState(1);
  const bets = useBets(session, status, pageNum);
  return (
    <section className="my-bets stack" aria-label="我的注单">
      <ChoiceGroup
        label="注单状态"
        choices={STATUSES}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPageNum(1);
        }}
      />
      <AsyncContent {...bets} isEmpty={(page) => page.list.length === 0} emptyText="暂无注单">
        {(page) => (
          <>
            <ul className="my-bets__list">
              {page.list.map((bet) => (
                <li key={bet.ticket_id} className="my-bets__item" aria-label={`注单 ${bet.ticket_id}`}>
                  <p className="row">
                    <strong>{bet.series === 1 ? `串关 ${bet.legs.length} 串 1` : '单注'}</strong>
                    <span className="muted">{formatDateTime(bet.createdAt)}</span>
                  </p>
                  <ul>
                    {bet.legs.map((leg) => (
                      <li key={`${leg.gameId}${leg.rtype}`}>
                        {leg.team_h} 对 {leg.team_c} · {leg.rtype} {leg.ratio ?? ''} @ {oddsText(leg.r)}
                        {leg.result && <span className="badge"> {RESULT_LABELS[leg.result]}</span>}
                      </li>
                    ))}
                  </ul>
                  <dl className="my-bets__figures">
                    <dt>投注额</dt>
                    <dd className="amount">{formatBalance(bet.stake)}</dd>
                    <dt>赔率</dt>
                    <dd>{oddsText(bet.odds)}</dd>
                    <dt>{bet.result ? '结果' : '状态'}</dt>
                    <dd>{bet.result ? RESULT_LABELS[bet.result] : STATE_TEXT[bet.active]}</dd>
                    <dt>{bet.result ? '派彩' : '可赢'}</dt>
                    <dd className="amount">{formatBalance(bet.result ? bet.payout : bet.possibleWin)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
            <Pager pageNum={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={setPageNum} />
          </>
        )}
      </AsyncContent>
    </section>
  );
}
