import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/**
 * Made at the first render, not when this module loads: a data router starts the current route's
 * loaders (the guards' calls) as soon as it exists, and with the world in the page (main.tsx) no
 * call may leave before the world is there to answer it.
 */
let router: ReturnType<typeof createAppRouter> | undefined;

export function App() {
  router ??= createAppRouter();
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
