import useSWR, { mutate } from 'swr';
import type { api, DataOf } from './api/client';
import { fetchData } from './api/request';
import { useSession } from './session';

/** Member info (user info): the guards read bindPhone and bindRealName from it. */
export type UserInfo = DataOf<Awaited<ReturnType<typeof api.member.info>>>;

export const USER_INFO_KEY = 'member/info';

export function fetchUserInfo(options: { silent?: boolean } = {}): Promise<UserInfo> {
  return fetchData((api) => api.member.info({ body: { isPop: 0 }, silent: options.silent ?? false }));
}

/** Fetches fresh user info and shares it with every screen showing it. */
export async function refreshUserInfo(options: { silent?: boolean } = {}): Promise<UserInfo> {
  const info = await fetchUserInfo(options);
  await mutate(USER_INFO_KEY, info, { revalidate: false });
  return info;
}

export function useUserInfo() {
  const { token } = useSession();
  return useSWR(token ? USER_INFO_KEY : null, () => fetchUserInfo({ silent: true }));
}

/** bindPhone routes need both the phone and the real name bound (spec 000 section 2). */
export function hasBoundPhoneAndName(info: Pick<UserInfo, 'bindPhone' | 'bindRealName'>): boolean {
  return info.bindPhone && info.bindRealName;
}
