import { Code } from '@betsite/contracts/status-codes';
import { KNOWN_IPS_MAX, TRUSTED_DEVICES_MAX, type Account } from './account';
import type { Caller } from './login-guard';
import { maskEmail, maskPhone } from './member-info';
import { type Result, refuse, success } from '../lib/reply';

/**
 * The new-device rules, measured on the server after the password was right (spec 000 section 4):
 * a device uuid the account does not trust answers 6026, an address it has not seen 6025, both
 * 6027, and a login more than 90 days after the last one (server clock) 6028. Risky login (6029)
 * is never decided here: QA forces it with a scenario. Each carries the masked phone, and the
 * player proves the account with the code sent by sendCode type 3 (the new-device login).
 *
 * An account without a phone is verified by email (phoneNumber empty, `email` masked). An account
 * with neither has nothing to send a code to: the login goes through and the device and address
 * become trusted (trust on first use), as they would after a verification; the password and the
 * captcha were its only factors from the start.
 */
export const LONG_ABSENCE_MS = 90 * 24 * 60 * 60 * 1000;

export function newDeviceCheck(account: Account, caller: Caller, now: number): Result<void> {
  const newDevice = caller.device === '' || !account.trustedDevices.includes(caller.device);
  const newIp = !account.knownIps.includes(caller.ip);
  const away = account.lastLoginAt !== null && now - account.lastLoginAt > LONG_ABSENCE_MS;
  const code = newDevice && newIp ? Code.DEVICE_AND_IP_NOT_PASSED : newDevice ? Code.DEVICE_NOT_PASSED : newIp ? Code.IP_NOT_PASSED : away ? Code.LONG_TIME_NOT_LOGGED_IN : null;
  if (code === null) return success(undefined);
  if (account.phone) return refuse(code, undefined, { phoneNumber: maskPhone(account.phone), areaCode: account.areaCode });
  if (account.email) return refuse(code, undefined, { phoneNumber: '', email: maskEmail(account.email) });
  return success(undefined);
}

function remember(list: string[], value: string, max: number): void {
  if (value === '' || list.includes(value)) return;
  list.push(value);
  while (list.length > max) list.shift();
}

/** From now on this device and address pass the rules (the oldest are forgotten past the bounds). */
export function trustCaller(account: Account, caller: Caller): void {
  remember(account.trustedDevices, caller.device, TRUSTED_DEVICES_MAX);
  remember(account.knownIps, caller.ip, KNOWN_IPS_MAX);
}
