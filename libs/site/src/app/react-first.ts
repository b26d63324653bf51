/**
 * React, set up: the client entry imports this first, and the build bundles it into React's chunk
 * (see vite/config.ts). React's modules are CommonJS, which the bundle runs when first required,
 * not when their chunk is evaluated; required from here (the bindings below make the bundle
 * require them at this module's top level) they run with React's chunk, which the loader
 * evaluates in a task of its own before the rest of the app (app/loader.ts), instead of in the
 * one long task of the whole app.
 */
import { createElement } from 'react';
import { jsx } from 'react/jsx-runtime';
import { hydrateRoot } from 'react-dom/client';

/** Whether React is there (what the client entry imports, so that this module is kept). */
export const reactReady = typeof createElement === 'function' && typeof jsx === 'function' && typeof hydrateRoot === 'function';
