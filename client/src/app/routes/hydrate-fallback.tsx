import { brand } from '../../config/brands';

/** Shown while the first route's code and guards load, before the router can render anything. */
export function HydrateFallback() {
  return (
    <main className="loading-screen" aria-busy="true">
      <img src={brand.logoUrl} alt={brand.name} width={160} height={40} />
    </main>
  );
}
