import { NOTICE_CATEGORY } from '@betsite/contracts/socket';
import type { NewLetter } from '../engagement/letters';
import type { EventBus } from '../lib/event-bus';
import { type Notice, noticeFor } from '../lib/notices';
import type { MoneyNotice } from '../money/back-office';
import { toYuanString } from '../lib/money';
import type { Activities } from '../engagement/activities';
import { type Wallets, journalOf } from '../money/wallet';

/**
 * The back office's outcomes as letters in the message centre (type fd: finance), and the same
 * text as the member's 60000 notification while a chat socket of theirs is open (relayMoneyNotices).
 */
export function letterOfNotice(n: MoneyNotice): NewLetter {
  const amount = `¥${toYuanString(n.amountCents)}`;
  const base = { userId: n.userId, type: 'fd' as const };
  switch (n.kind) {
    case 'deposit-paid':
      return { ...base, title: '充值到账', content: `您的充值订单 ${n.orderNo} 已到账 ${amount}，请查收。` };
    case 'deposit-refused':
      return { ...base, title: '充值未通过', content: `您的充值订单 ${n.orderNo}（${amount}）未通过审核：${n.remark}。如有疑问请联系客服。` };
    case 'withdraw-paid':
      return { ...base, title: '提款成功', content: `您的提款订单 ${n.orderNo} 已出款 ${amount}，实际到账 ¥${toYuanString(n.netCents)}，请注意查收。` };
    case 'withdraw-refused':
      return { ...base, title: '提款未通过', content: `您的提款订单 ${n.orderNo} 审核未通过：${n.remark}。${amount} 已退回中心钱包。` };
    case 'withdraw-cancelled':
      return { ...base, title: '提款已取消', content: `您的提款订单 ${n.orderNo} 已取消，${amount} 已退回中心钱包。` };
  }
}

/**
 * Gift records of the fixtures that say issued with an amount name the ledger entry that paid them
 * by its short order number (B000101); here it becomes the full one the ledger shows, and a record
 * whose entry is missing stops the start: a gift record never says 已发放 without the money.
 */
export function linkGiftRecords(state: { activities: Activities; wallets: Wallets }): void {
  for (const r of state.activities.exchangeRecords) {
    if (r.status !== 'issued' || r.amountCents === 0) continue;
    const short = r.orderNo ?? '';
    const prefix = short.replace(/\d+$/, '');
    const digits = short.slice(prefix.length);
    const wallet = state.wallets.byUser.get(r.userId);
    const journal = wallet ? journalOf(wallet) : [];
    const entry = short && journal.find((e) => e.orderNo.startsWith(prefix) && e.orderNo.endsWith(digits) && e.amountCents === r.amountCents && (e.kind === 'bonus' || e.kind === 'rebate'));
    if (!entry) throw new Error(`activities.json: gift record ${r.id} says issued but no bonus entry ${short || '(none named)'} of ${r.amountCents} cents pays it in transactions.json`);
    r.orderNo = entry.orderNo;
  }
}

/** Every back-office outcome of this state also goes out as a notification (the chat socket relays it as a 60000). */
export function relayMoneyNotices(state: { office: { subscribers: ((n: MoneyNotice) => void)[] } }, notices: EventBus<Notice>): void {
  state.office.subscribers.push((n) => {
    const letter = letterOfNotice(n);
    notices.publish(noticeFor(n.userId, `${letter.title}：${letter.content}`, NOTICE_CATEGORY.fd));
  });
}
