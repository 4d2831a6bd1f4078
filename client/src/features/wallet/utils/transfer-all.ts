import type { TransferDirection } from '../api/transfer';

/**
 * What 全部 fills in: the whole of the wallet the money leaves. Into a venue that is the centre
 * wallet (spec 001 section 5); back to the centre it is the chosen venue's balance. Null while
 * that balance is not known yet (the button waits rather than filling a wrong amount).
 */
export function transferAllAmount(direction: TransferDirection, centreBalance: number | undefined, venueBalance: number | undefined): string | null {
  const whole = direction === 'in' ? centreBalance : venueBalance;
  return whole === undefined ? null : whole.toFixed(2);
}
