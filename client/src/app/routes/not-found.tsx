import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="page-title">
        404 页面不存在
      </h1>
      <p>您访问的页面不存在或已下线。</p>
      <Link className="button button--primary" to={paths.home.to()}>
        返回首页
      </Link>
    </section>
  );
}
