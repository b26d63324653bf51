/** Client entry: the theme's CSS, then hydration of the prerendered page. */
import '@hpcdocs/theme/styles.css';
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createPageLoader, initialRouterState, RouterProvider } from '@hpcdocs/router';
import { App } from './App.js';
import { siteConfig } from './site.config.js';

async function start() {
  const boot = JSON.parse(document.getElementById('handbook-boot')?.textContent ?? 'null');
  const root = document.getElementById('root');
  if (!boot || !root) return;
  const loader = createPageLoader();
  const [docsData, data] = await Promise.all([loader.load(boot.docsData), boot.route?.data ? loader.load(boot.route.data) : null]);
  const url = location.pathname + location.search + location.hash;
  hydrateRoot(
    root,
    h(RouterProvider, { baseUrl: siteConfig.baseUrl, initialState: initialRouterState(url, boot.route, data), routes: boot.routes, loader }, h(App, { docsData })),
  );
  document.documentElement.dataset['hydrated'] = 'true';
}

void start();
