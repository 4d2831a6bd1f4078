import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { env } from './config/env';
import { loadApiClient } from './lib/api/request';
import { editionStore } from './lib/edition';
import { recordArrival, silenceConsole } from './lib/startup';
import { rootFontSizePx } from './utils/root-font-size';
import './styles/tokens.css';
import './styles/brands/jinguan.css';
import './styles/brands/lanjing.css';
import './styles/base.css';
import './styles/components.css';
import './styles/look.css';

if (env.quietConsole) silenceConsole();

// Before the first paint, so there is no flash of the wrong edition and no layout shift when the
// root font size (every rem of the layout) is first scaled to the window; useRootFontSize follows
// resizes from there. The brand is already on <html>: vite.config.ts writes it into index.html.
document.documentElement.dataset.edition = editionStore.get();
document.documentElement.style.fontSize = `${rootFontSizePx(window.innerWidth)}px`;
recordArrival(window.location);

function render(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The data layer is not needed to paint, but every screen wants data right after: start now.
  void loadApiClient();
}

// With no API server (the page build, `vite --mode page`), the world starts in the page before the
// first call. The mode is read here as Vite writes it in, a literal, so that every other build drops
// this branch and the world's chunks with it (a property of `env` is not folded away).
if (import.meta.env.MODE === 'page') void import('./app/page-world').then(({ startWorldInPage }) => startWorldInPage()).then(render);
else render();
