import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';
import { refreshUserInfo } from '../../../lib/user';

/** POST avatarList: the stock avatars and the current one. */
export function useAvatarList() {
  return useSWR('member/avatarList', () => fetchData((api) => api.member.avatarList({ body: {} })));
}

/** POST addAvatar: a stock avatar's url or an uploaded image's; the user info follows. */
export async function setAvatar(url: string) {
  const r = await fetchData((api) => api.member.addAvatar({ body: { url } }));
  await refreshUserInfo({ silent: true });
  return r;
}

/** POST uploadImage: a data URL (png, jpeg, gif or webp, at most 150 KB decoded). */
export function uploadAvatar(dataUrl: string) {
  return fetchData((api) => api.member.uploadImage({ body: { image: dataUrl, purpose: 'avatar' } }));
}
