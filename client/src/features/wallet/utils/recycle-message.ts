import { Code } from '@betsite/contracts/status-codes';
import { formatBalance } from '../../../utils/format';

interface RecycleResult {
  amount: number;
  skipped: readonly { channelCode: string; status_code: number }[];
}

const REASONS: Record<number, string> = { [Code.VENUE_ACTIVITY]: '活动流水未完成', [Code.VENUE_MAINTENANCE]: '维护中' };

/**
 * What one-click recycle tells the player: what came back, and which wallets were left where they
 * are and why (an activity lock or maintenance), so "¥0.00" never hides money that stayed put.
 */
export function recycleMessage(r: RecycleResult): { message: string; kind: 'success' | 'info' } {
  const moved = r.amount > 0 ? `已回收 ¥${formatBalance(r.amount)} 至中心钱包` : '';
  if (r.skipped.length === 0) return { message: moved || '场馆钱包暂无余额可回收', kind: 'success' };
  const left = r.skipped.map((s) => `${s.channelCode}（${REASONS[s.status_code] ?? '暂不可回收'}）`).join('、');
  return { message: `${moved ? `${moved}；` : '未回收任何金额；'}${left}的余额暂未回收`, kind: 'info' };
}
