import { contract } from '@betsite/contracts/contract';
import { PAY_KIND } from '@betsite/contracts/routes/payment';
import { UTC_TRANSFER_TY } from '@betsite/contracts/routes/transfer';
import { WITHDRAW_TYPE } from '@betsite/contracts/routes/withdraw';
import { md5, uniqueDigits } from '../samples';
import { input, type Recipes } from './recipe';
import { StepFailed, type Steps } from './steps';

/**
 * The money routes' successes: deposit orders placed (and closed again), withdrawals applied for
 * (and cancelled again), a card bound (and removed again), each through the product API. Amounts
 * differ from one set-up to the next: the same submission twice within a second is a double submit.
 */
type PayKind = (typeof PAY_KIND)[keyof typeof PAY_KIND];

const DEPOSIT_NEEDS = 'deposits switched on, an online and a bank-transfer method, fewer than 3 orders waiting';
const WITHDRAW_NEEDS = 'a bound real name and phone, a bank card in that name, the withdrawal password (--pay-password), the minimum withdrawal in the centre wallet';

/** A deposit order of the first method of `kind`, its minimum plus `extraYuan`. */
async function depositOrder(s: Steps, kind: PayKind, extraYuan: number) {
  const method = (await s.data(contract.payment.types, {})).find((t) => t.kind === kind);
  if (!method) throw new StepFailed(`payment.types lists no deposit method of kind ${kind}`);
  return s.data(contract.payment.pay, { payTypeId: method.id, amount: method.minAmount + extraYuan });
}

const closeDeposit = async (s: Steps, data: unknown) => {
  await s.data(contract.payment.closeOrder, { orderNo: (data as { orderNo: string }).orderNo });
};

/** The account's default bank card (or its first). */
async function bankCard(s: Steps) {
  const cards = await s.data(contract.withdraw.queryMemberBanksInfoList, { type: WITHDRAW_TYPE.bank });
  const card = cards.find((c) => c.isDefault) ?? cards[0];
  if (!card) throw new StepFailed('the account has no bank card bound');
  return card;
}

async function withdrawalBody(s: Steps, extraYuan: number) {
  const card = await bankCard(s);
  const cfg = (await s.data(contract.withdraw.baseCfgList, {})).find((c) => c.type === WITHDRAW_TYPE.bank);
  if (!cfg) throw new StepFailed('withdraw.baseCfgList lists no bank-card withdrawal');
  return { type: WITHDRAW_TYPE.bank, cardId: card.id, amount: cfg.minAmount + extraYuan, payPassword: md5(s.target.credentials.payPassword) };
}

const cancelWithdrawal = async (s: Steps, orderNo: string) => {
  await s.data(contract.withdraw.cancel, { orderNo });
};

async function withdrawal(s: Steps, extraYuan: number) {
  return (await s.data(contract.withdraw.new, await withdrawalBody(s, extraYuan))).order;
}

/** A bank card the account did not have: a number of this run, at the first bank the site supports. */
async function newCardBody(s: Steps) {
  const [bank] = (await s.data(contract.withdraw.withdrawAddList, {})).banks;
  if (!bank) throw new StepFailed('withdraw.withdrawAddList lists no bank');
  return { type: WITHDRAW_TYPE.bank, bankCode: bank.bankCode, account: `6222${uniqueDigits(15)}` };
}

/** The virtual coin the site accepts first. */
async function coin(s: Steps) {
  const [first] = await s.data(contract.transfer.vCurrencyList, {});
  if (!first) throw new StepFailed('transfer.vCurrencyList lists no currency');
  return first;
}

export const MONEY_RECIPES: Recipes = {
  'payment.pay': {
    needs: DEPOSIT_NEEDS,
    request: async (s) => {
      const method = (await s.data(contract.payment.types, {})).find((t) => t.kind === PAY_KIND.online);
      if (!method) throw new StepFailed('payment.types lists no online deposit method');
      return input({ payTypeId: method.id, amount: method.minAmount });
    },
    undo: closeDeposit,
  },
  'payment.getDepositOrderStatus': { needs: DEPOSIT_NEEDS, request: async (s) => input({ orderNo: (await depositOrder(s, PAY_KIND.online, 1)).orderNo }), undo: closeDeposit },
  'payment.closeOrder': { needs: DEPOSIT_NEEDS, request: async (s) => input({ orderNo: (await depositOrder(s, PAY_KIND.online, 2)).orderNo }) },
  'payment.createSignalCode': { needs: DEPOSIT_NEEDS, request: async (s) => input({ orderNo: (await depositOrder(s, PAY_KIND.bank, 3)).orderNo }), undo: closeDeposit },
  // Said paid, the order still waits for finance: closing it stops the review.
  'payment.confirmPaid': { needs: DEPOSIT_NEEDS, request: async (s) => input({ orderNo: (await depositOrder(s, PAY_KIND.bank, 4)).orderNo }), undo: closeDeposit },
  'withdraw.new': {
    needs: WITHDRAW_NEEDS,
    request: async (s) => input(await withdrawalBody(s, 0)),
    undo: (s, data) => cancelWithdrawal(s, (data as { order: { orderNo: string } }).order.orderNo),
  },
  'withdraw.cancel': { needs: WITHDRAW_NEEDS, request: async (s) => input({ orderNo: (await withdrawal(s, 1)).orderNo }) },
  'withdraw.withdrawOrderInfo': {
    needs: WITHDRAW_NEEDS,
    request: async (s) => input({ orderNo: (await withdrawal(s, 2)).orderNo }),
    undo: (s, _data, { input: sent }) => cancelWithdrawal(s, (sent as { orderNo: string }).orderNo),
  },
  'withdraw.usdtWithdrawInfo': { needs: 'a bound real name and phone', request: async (s) => input({ currency: (await coin(s)).currency }) },
  // The default card made the default again: a change that changes nothing.
  'withdraw.setDefaultBankCard': { needs: 'a bank card', request: async (s) => input({ id: (await bankCard(s)).id }) },
  'withdraw.addBankCard': {
    needs: 'a bound real name and phone, room for one more bank card',
    request: async (s) => ({
      input: await newCardBody(s),
      context: new Set((await s.data(contract.withdraw.queryMemberBanksInfoList, { type: WITHDRAW_TYPE.bank })).map((c) => c.id)),
    }),
    // The card it added goes again.
    undo: async (s, data, { context }) => {
      const added = (data as { id: number }[]).find((c) => !(context as Set<number>).has(c.id));
      if (!added) throw new StepFailed('withdraw.addBankCard answered no card the account did not have');
      await s.data(contract.withdraw.deleteBankCard, { id: added.id });
    },
  },
  'withdraw.deleteBankCard': {
    needs: 'a bound real name and phone, room for one more bank card',
    request: async (s) => {
      const before = new Set((await s.data(contract.withdraw.queryMemberBanksInfoList, { type: WITHDRAW_TYPE.bank })).map((c) => c.id));
      const added = (await s.data(contract.withdraw.addBankCard, await newCardBody(s))).find((c) => !before.has(c.id));
      if (!added) throw new StepFailed('withdraw.addBankCard answered no card the account did not have');
      return input({ id: added.id });
    },
  },
  'transfer.getTransferRate': { request: async (s) => input({ currency: (await coin(s)).currency }) },
  'transfer.utcTransfer': {
    needs: 'the smallest coin purchase in the centre wallet',
    request: async (s) => {
      const { currency, minAmount, buyRate } = await coin(s);
      return input({ currency, ty: UTC_TRANSFER_TY.intoCoin, amount: (Math.ceil(minAmount * buyRate * 100) / 100).toFixed(2) });
    },
  },
};
