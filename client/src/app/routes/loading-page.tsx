import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { brand } from '../../config/brands';

/**
 * The loading screen: shown while an entry point (an app deep link, a venue opening in a new tab)
 * prepares; `?to=/path` continues there, otherwise home.
 */
export function LoadingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = params.get('to');

  useEffect(() => {
    // Only same-site paths: a loading screen must not become an open redirect.
    const next = target?.startsWith('/') && !target.startsWith('//') ? target : paths.home.to();
    void navigate(next, { replace: true });
  }, [navigate, target]);

  return (
    <main className="loading-screen" aria-busy="true">
      <img src={brand.logoUrl} alt={brand.name} width={160} height={40} />
      <p role="status">加载中…</p>
    </main>
  );
}
