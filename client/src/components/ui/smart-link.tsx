import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A server-given link: a site path stays in the router, an absolute address opens a new tab. */
export function SmartLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (/^https?:\/\//i.test(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={to.startsWith('/') ? to : `/${to}`} className={className}>
      {children}
    </Link>
  );
}
