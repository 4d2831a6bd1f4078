import { fetchData } from '../../../lib/api/request';
import { storage } from '../../../lib/storage';

/** POST /site/api/v1/user/member/jwt: the chat token sent with the session token in the socket login (10001). */
export async function fetchChatJwt(): Promise<string> {
  const { jwt } = await fetchData((api) => api.member.jwt({ body: {}, silent: true }));
  storage.setJwt(jwt);
  return jwt;
}
