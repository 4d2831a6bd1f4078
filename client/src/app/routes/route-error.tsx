import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './not-found';

/** A guard's 404 shows the not-found page; anything else is a crash worth a reload. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <section className="not-found" role="alert">
      <h1 className="page-title">页面出错了</h1>
      <p>服务开小差了，请稍后重试</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        重新加载
      </button>
    </section>
  );
}
