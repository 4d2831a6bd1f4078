/** The navigation progress bar (spec 000 section 2): shown while a route and its data load. */
export function ProgressBar({ active }: { active: boolean }) {
  if (!active) return null;
  return <div className="progress-bar" role="progressbar" aria-label="页面加载中" aria-busy="true" />;
}
