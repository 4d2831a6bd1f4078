import { Code } from '@betsite/contracts/status-codes';
import { DEFAULT_AREA_CODE } from '@betsite/contracts/constants';
import type { AccountsState } from './state';
import type { Account } from './account';
import { findAccountByName } from './state';
import { hashPassword, verifyPassword } from './passwords';
import { type Result, refuse, success } from '../lib/reply';

/** The message for a failed login never says whether the name or the password was wrong. */
const BAD_CREDENTIALS_MESSAGE = '用户名或密码错误';

export async function checkCredentials(state: AccountsState, name: string, passwordMd5: string): Promise<Result<Account>> {
  const account = findAccountByName(state, name);
  // Verify against a dummy hash when the name is unknown so both cases cost the same time.
  const ok = await verifyPassword(passwordMd5, account?.passwordHash ?? DUMMY_HASH);
  return account && ok ? success(account) : refuse(Code.INVALID_CREDENTIALS, BAD_CREDENTIALS_MESSAGE);
}

export interface Registration {
  name: string;
  passwordMd5: string;
  rCode?: string | undefined;
  iCode?: string | undefined;
  domain?: string | undefined;
}

export async function register(state: AccountsState, r: Registration, now: number): Promise<Result<Account>> {
  if (findAccountByName(state, r.name)) return refuse(Code.DATA_EXISTS, '用户名已存在');
  const passwordHash = await hashPassword(r.passwordMd5);
  // Re-check after the await: a concurrent registration of the same name may have won.
  if (findAccountByName(state, r.name)) return refuse(Code.DATA_EXISTS, '用户名已存在');
  const account: Account = {
    userId: state.nextUserId++,
    name: r.name,
    passwordHash,
    realName: null,
    areaCode: DEFAULT_AREA_CODE,
    phone: null,
    email: null,
    nickName: null,
    avatar: null,
    birthday: null,
    sex: 0,
    vipLevel: 0,
    grade: 0,
    hasPayPassword: false,
    trustedDevices: [],
    knownIps: [],
    rCode: r.rCode ?? null,
    iCode: r.iCode ?? null,
    domain: r.domain ?? null,
    createdAt: now,
    lastLoginAt: null,
  };
  state.accounts.set(account.userId, account);
  return success(account);
}

/** scrypt of md5('') with a fixed salt: only ever compared against, never matches a real login. */
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
