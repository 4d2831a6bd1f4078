/** Yuan as the pages show money: ¥1,234.50. */
export const yuan = (n: number): string => `¥${Number(n).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Whole seconds as mm:ss (a countdown, basketball's clock). */
export const minutesSeconds = (seconds: number): string => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** A time of day on the browser's clock, as the pages show a draw's time. */
export const timeOfDay = (ms: number): string => new Date(ms).toLocaleTimeString('zh-CN');
