import { fetchData } from '../../../lib/api/request';

/** The provider token travels in the launch url's query (a bare code is the token itself). */
export function tokenOfLaunchUrl(url: string): string | null {
  if (!url.includes('/') && !url.includes('?')) return url || null;
  try {
    return new URL(url, 'http://local.invalid').searchParams.get('token');
  } catch {
    return null;
  }
}

/**
 * POST /game/api/v1/venue/launch for the sportsbook: initialises the provider session (and, with
 * automatic transfer on, moves the centre wallet in) and answers the provider token.
 */
export async function launchProvider(enName: string): Promise<string | null> {
  const { url } = await fetchData((api) => api.venue.launch({ body: { enName, gameCode: '' } }));
  return tokenOfLaunchUrl(url);
}
