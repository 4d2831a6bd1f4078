/**
 * Chinese capital numbers (大写数字) as written on receipts: 1234.56 → 壹仟贰佰叁拾肆元伍角陆分.
 * Supported up to the 万 and 亿 units, i.e. below one trillion (万亿); larger values are a
 * programmer error because no amount on the site comes near them.
 */
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const SMALL_UNITS = ['', '拾', '佰', '仟'] as const;
const BIG_UNITS = ['', '万', '亿'] as const;
export const CHINESE_CAPITAL_MAX_EXCLUSIVE = 1_000_000_000_000;

function digit(n: number): string {
  return DIGITS[n] ?? '';
}

/** A group of up to four digits, e.g. 1005 → 壹仟零伍; 0 → "". */
function fourDigits(group: number): string {
  let out = '';
  let pendingZero = false;
  for (let pos = 3; pos >= 0; pos -= 1) {
    const d = Math.floor(group / 10 ** pos) % 10;
    if (d === 0) {
      if (out !== '') pendingZero = true;
      continue;
    }
    if (pendingZero) out += DIGITS[0];
    pendingZero = false;
    out += digit(d) + SMALL_UNITS[pos];
  }
  return out;
}

/** A non-negative integer in capitals: 100010 → 壹拾万零壹拾; 0 → 零. */
export function toChineseCapitalInteger(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= CHINESE_CAPITAL_MAX_EXCLUSIVE) {
    throw new RangeError(`toChineseCapitalInteger: ${value} is outside 0..${CHINESE_CAPITAL_MAX_EXCLUSIVE - 1}`);
  }
  if (value === 0) return DIGITS[0];
  // Groups of four digits from the lowest: [个, 万, 亿]. 万亿 and above are out of range.
  const groups = [value % 10_000, Math.floor(value / 10_000) % 10_000, Math.floor(value / 100_000_000)];
  let out = '';
  let needZero = false;
  for (let i = groups.length - 1; i >= 0; i -= 1) {
    const group = groups[i] ?? 0;
    if (group === 0) {
      if (out !== '') needZero = true;
      continue;
    }
    // A gap inside the number (a zero group, or a group under 1000 after a higher one) reads 零.
    if (out !== '' && (needZero || group < 1000)) out += DIGITS[0];
    needZero = false;
    out += fourDigits(group) + BIG_UNITS[i];
  }
  return out;
}

/** A money amount in capitals with 元角分; whole amounts end in 整. Negative amounts get 负. */
export function toChineseCapitalAmount(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`toChineseCapitalAmount: ${amount} is not finite`);
  const sign = amount < 0 ? '负' : '';
  // Work in integer cents so 0.1 + 0.2 style float noise never reaches the digits.
  const cents = Math.round(Math.abs(amount) * 100);
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  let out = yuan > 0 || (jiao === 0 && fen === 0) ? `${toChineseCapitalInteger(yuan)}元` : '';
  if (jiao === 0 && fen === 0) return `${sign}${out}整`;
  if (jiao > 0) out += `${digit(jiao)}角`;
  else if (yuan > 0) out += DIGITS[0];
  if (fen > 0) out += `${digit(fen)}分`;
  return sign + out;
}

/** An amount as typed (digits, up to two decimals): its capitals, or null while it is not one yet. */
export function capitalsOfTypedAmount(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  if (amount <= 0 || amount >= CHINESE_CAPITAL_MAX_EXCLUSIVE) return null;
  return toChineseCapitalAmount(amount);
}

const SMALL_NUMBERS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'] as const;

/** A small count in everyday Chinese numerals (第三局, 第十二局): 0-19 in words, digits from 20. */
export function chineseSmallNumber(n: number): string {
  if (n <= 10) return SMALL_NUMBERS[n] ?? String(n);
  if (n < 20) return `十${SMALL_NUMBERS[n - 10]}`;
  return String(n);
}
