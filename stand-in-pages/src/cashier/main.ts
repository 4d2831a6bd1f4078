import type { CashierOrder } from '@betsite/contracts/cashier';
import { CASHIER_QR_PATH } from '@betsite/contracts/constants';
import { byId } from '../shared/dom';
import { postEnvelope } from '../shared/envelope';
import { yuan } from '../shared/format';
import { isWaiting, scanHint, stateLine, timeLeft } from './order-view';
import './page.css';

/**
 * The stand-in cashier's page (GET /__cashier/checkout?token=...), where an online deposit's
 * payUrl points: the amount, the order number, the method, a QR code, the time left, and
 * 确认支付 / 取消, from the cashier's calls (order, pay, cancel) with the url's token. In the site's
 * colours (the light edition's tokens, client/src/styles/tokens.css). Every text from the server
 * goes in through textContent, never as markup; the countdown runs on the server clock
 * (serverNow), not the browser's, so a QA clock move shows here too.
 */
const token = new URLSearchParams(location.search).get('token') ?? '';
let order: CashierOrder | null = null;
let skewMs = 0;
let busy = false;

const call = (path: string) => postEnvelope<CashierOrder>(path, { token });
const buttons = () => [byId<HTMLButtonElement>('pay'), byId<HTMLButtonElement>('cancel')];
const showError = (e: unknown) => {
  byId('error').textContent = e instanceof Error ? e.message : String(e);
};

function tick() {
  if (!order || !isWaiting(order)) return;
  const left = timeLeft(order, Date.now(), skewMs);
  byId('left').textContent = left.text;
  if (left.due) void load();
}

function render(o: CashierOrder) {
  order = o;
  skewMs = o.serverNow - Date.now();
  document.title = `收银台 - ${o.payTypeName}`;
  byId('method').textContent = o.payTypeName;
  byId('amount').textContent = yuan(o.amount);
  byId('order-no').textContent = o.orderNo;
  byId('pay-type').textContent = o.payTypeName;
  const waiting = isWaiting(o);
  const qr = byId<HTMLImageElement>('qr');
  byId('qr-card').hidden = !waiting;
  if (waiting && !qr.getAttribute('src')) qr.src = `${CASHIER_QR_PATH}?token=${encodeURIComponent(token)}`;
  byId('scan-hint').textContent = scanHint(o);
  byId('actions').hidden = !waiting;
  const state = stateLine(o);
  byId('state').textContent = state.text;
  byId('state').className = state.className;
  if (!waiting) byId('left').textContent = '--';
  tick();
}

async function load() {
  try {
    render(await call('/__cashier/order'));
  } catch (e) {
    showError(e);
  }
}

async function act(path: string) {
  if (busy) return;
  busy = true;
  for (const b of buttons()) b.disabled = true;
  byId('error').textContent = '';
  try {
    render(await call(path));
  } catch (e) {
    showError(e);
    await load();
  } finally {
    busy = false;
    for (const b of buttons()) b.disabled = false;
  }
}

byId('pay').addEventListener('click', () => void act('/__cashier/pay'));
byId('cancel').addEventListener('click', () => void act('/__cashier/cancel'));
setInterval(tick, 1000);
void load();
