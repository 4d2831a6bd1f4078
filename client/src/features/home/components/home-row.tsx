import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface HomeRowProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  /** The link beside the heading to the whole list. */
  more: { to: string; label: string };
  /** The row's modifier class (`home-row--games`), which reserves its height before the data comes. */
  kind: string;
  children: ReactNode;
}

/** One of home's rows below the fold: a heading with its "more" link over one row of cards. */
export function HomeRow({ id, title, more, kind, children }: HomeRowProps) {
  return (
    <section className="below-fold" aria-labelledby={id}>
      <div className="page-header">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        <Link to={more.to}>{more.label}</Link>
      </div>
      <div className={`home-row home-row--${kind}`}>{children}</div>
    </section>
  );
}
