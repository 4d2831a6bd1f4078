import { useState } from 'react';
import { RESULT_LABELS } from '@betsite/contracts/sportsbook';
import { ChoiceGroup, type Choice } from '../../../components/ui/choice-group';
import { AsyncContent } from '../../../components/ui/async-content';
import { Pager } from '../../../components/ui/pager';
import { formatDateTime } from '../../../utils/date';
import { formatBalance } from '../../../utils/format';
import { MatchScore } from '../../../components/match-score';
import { useBets, type BetListStatus } from '../api/get-bets';
import type { ProviderSession } from '../api/provider-session';
import { oddsText } from '../hooks/bet-slip-state';

const STATUSES: readonly Choice<BetListStatus>[] = [
  { value: 'open', label: '未结算' },
  { value: 'settled', label: '已结算' },
];
const PLAY_NAMES: Readonly<Record<string, string>> = {
  R: '让球', OU: '大小', M: '独赢', EO: '单双', FS: '冠军', HR: '半场让球', HOU: '半场大小', HM: '半场独赢',
};
const SIDE_NAMES: Readonly<Record<string, string>> = {
  RH: '主', RC: '客', OUH: '大', OUC: '小', MH: '主', MC: '客', MN: '和', EOO: '单', EOE: '双',
  HRH: '主', HRC: '客', HOUH: '大', HOUC: '小', HMH: '主', HMC: '客', HMN: '和',
};

/** A leg as the bet list shows it: the play and the side in Chinese (a candidate number for outrights), then the line. */
export function legText(leg: { wtype: string; rtype: string; ratio: string | null }): string {
  const side = leg.wtype === 'FS' ? `第${leg.rtype.slice(2)}号` : (SIDE_NAMES[leg.rtype] ?? leg.rtype);
  return [PLAY_NAMES[leg.wtype] ?? leg.wtype, side, leg.ratio ?? ''].join(' ').trim();
}

const STATE_TEXT = { accepted: '已确认', delay: '确认中', rejected: '未接受' } as const;

/** 我的注单: open and settled bets from getBets, each leg with its match's score (in play or final), results by their Chinese labels, with the payout. */
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
                        {leg.team_h} 对 {leg.team_c}
                        {leg.score && (
                          <>
                            {' '}
                            <MatchScore gameType={leg.gameType} fields={leg.score} className="my-bets__score" withStage />
                          </>
                        )}{' '}
                        · {legText(leg)} @ {oddsText(leg.r)}
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
