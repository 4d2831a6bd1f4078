import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * The redirect wrappers (name Redirect, hidden from the menu): /redirect/<encoded path> re-enters
 * a route so it renders afresh; bare /redirect goes home.
 */
export function RedirectPage() {
  const { path } = useParams();
  const target = path ? `/${decodeURIComponent(path).replace(/^\/+/, '')}` : paths.home.to();
  return <Navigate to={target} replace />;
}
