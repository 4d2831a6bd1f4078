/**
 * Times arrive as epoch milliseconds and are shown in Beijing time (the site's business day),
 * whatever the viewer's own zone, so a record reads the same for the player and for support.
 */
const dateTime = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

const dateOnly = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 1735700000000 → "2025/01/01 10:53:20". */
export function formatDateTime(epochMs: number): string {
  return dateTime.format(epochMs);
}

/** 1735700000000 → "2025/01/01". */
export function formatDate(epochMs: number): string {
  return dateOnly.format(epochMs);
}
