/**
 * The stand-in cashier's page (GET /__cashier/checkout?token=...), where an online deposit's
 * payUrl points: the amount, the order number, the method, a QR code, the time left, and
 * 确认支付 / 取消. Plain HTML and a little script, no build, in the site's colours (the light
 * edition's tokens, client/src/styles/tokens.css). Every text from the server goes in through
 * textContent, never as markup; the countdown runs on the server clock (serverNow), not the
 * browser's, so a QA clock move shows here too.
 */
export const CASHIER_PAGE_HTML = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>收银台</title>
<link rel="icon" href="data:,">
<style>
  :root { --primary: #c8102e; --accent: #d4a017; --bg: #f4f5f7; --surface: #fff; --border: #e2e4e8; --text: #1f2329; --muted: #646a73; --success: #2ea121; --danger: #d83931; }
  * { box-sizing: border-box; }
  [hidden] { display: none !important; }
  body { font-family: system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; margin: 0; background: var(--bg); color: var(--text); }
  header { background: var(--primary); color: #fff; padding: 12px 16px; display: flex; justify-content: space-between; align-items: center; }
  header h1 { font-size: 1.1rem; margin: 0; }
  main { max-width: 480px; margin: 0 auto; padding: 16px; display: grid; gap: 12px; }
  .card { background: var(--surface); border: 1px solid var(--border); border-radius: 12px; padding: 16px; }
  .amount { font-variant-numeric: tabular-nums; font-weight: 700; color: var(--primary); font-size: 2rem; text-align: center; margin: 4px 0; }
  .muted { color: var(--muted); font-size: .9rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0; }
  dt { color: var(--muted); }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; word-break: break-all; }
  .qr { display: grid; justify-items: center; gap: 8px; }
  .qr img { width: 220px; height: 220px; border: 1px solid var(--border); border-radius: 8px; }
  .row { display: flex; gap: 12px; }
  button { font: inherit; flex: 1; border-radius: 999px; padding: 12px; cursor: pointer; border: 1px solid var(--border); background: var(--surface); color: var(--text); }
  button.primary { background: var(--primary); border-color: var(--primary); color: #fff; font-weight: 600; }
  button:disabled { opacity: .55; cursor: default; }
  #state { text-align: center; font-weight: 600; min-height: 1.4em; margin: 0; }
  #state.paid { color: var(--success); }
  #state.ended { color: var(--danger); }
  #error { color: var(--danger); min-height: 1.2em; margin: 0; text-align: center; }
</style>
</head>
<body>
<header><h1>收银台</h1><span id="method"></span></header>
<main>
  <section class="card" aria-label="订单信息">
    <p class="muted" style="text-align:center;margin:0">订单金额</p>
    <p class="amount" id="amount" aria-label="订单金额">--</p>
    <dl>
      <dt>订单号</dt><dd id="order-no">--</dd>
      <dt>支付方式</dt><dd id="pay-type">--</dd>
      <dt>剩余时间</dt><dd id="left" aria-label="剩余时间">--</dd>
    </dl>
  </section>
  <section class="card qr" id="qr-card" aria-label="扫码支付" hidden>
    <img id="qr" alt="支付二维码">
    <span class="muted" id="scan-hint"></span>
  </section>
  <p id="state" role="status" aria-live="polite"></p>
  <p id="error" role="alert"></p>
  <div class="row" id="actions" hidden>
    <button type="button" id="cancel">取消</button>
    <button type="button" class="primary" id="pay">确认支付</button>
  </div>
  <p class="muted" style="text-align:center">本页为模拟收银台：确认支付即视为已付款，款项立即到账。</p>
</main>
<script>
(() => {
  const APPS = { alipay: '支付宝', wechat: '微信', unionpay: '云闪付' };
  const ENDED = { 1: '支付成功，款项已到账，可关闭本页返回网站', 2: '订单已取消', 3: '订单已过期，请返回网站重新下单', 4: '订单未通过审核' };
  const token = new URLSearchParams(location.search).get('token') || '';
  const $ = (id) => document.getElementById(id);
  const yuan = (n) => '¥' + Number(n).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  let order = null;
  let skewMs = 0;
  let busy = false;

  async function call(path) {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    const reply = await response.json();
    if (reply.status_code !== 6000) throw new Error(reply.message || '请求失败');
    return reply.data;
  }

  function tick() {
    if (!order || order.status !== 0) return;
    const left = Math.max(0, order.expiresAt - (Date.now() + skewMs));
    const s = Math.ceil(left / 1000);
    $('left').textContent = String(Math.floor(s / 60)).padStart(2, '0') + ':' + String(s % 60).padStart(2, '0');
    if (left === 0) void load();
  }

  function render(o) {
    order = o;
    skewMs = o.serverNow - Date.now();
    const app = APPS[o.payTypeCode] || '支付';
    document.title = '收银台 - ' + o.payTypeName;
    $('method').textContent = o.payTypeName;
    $('amount').textContent = yuan(o.amount);
    $('order-no').textContent = o.orderNo;
    $('pay-type').textContent = o.payTypeName;
    const waiting = o.status === 0;
    $('qr-card').hidden = !waiting;
    if (waiting && !$('qr').getAttribute('src')) $('qr').src = '/__cashier/qr.svg?token=' + encodeURIComponent(token);
    $('scan-hint').textContent = '请使用' + app + '扫一扫，或点击确认支付';
    $('actions').hidden = !waiting;
    $('state').textContent = waiting ? '等待支付' : ENDED[o.status] || '';
    $('state').className = o.status === 1 ? 'paid' : waiting ? '' : 'ended';
    if (!waiting) $('left').textContent = '--';
    tick();
  }

  async function load() {
    try { render(await call('/__cashier/order')); } catch (e) { $('error').textContent = e.message; }
  }

  async function act(path) {
    if (busy) return;
    busy = true;
    $('pay').disabled = true;
    $('cancel').disabled = true;
    $('error').textContent = '';
    try { render(await call(path)); } catch (e) { $('error').textContent = e.message; await load(); } finally {
      busy = false;
      $('pay').disabled = false;
      $('cancel').disabled = false;
    }
  }

  $('pay').addEventListener('click', () => void act('/__cashier/pay'));
  $('cancel').addEventListener('click', () => void act('/__cashier/cancel'));
  setInterval(tick, 1000);
  void load();
})();
</script>
</body>
</html>
`;
