/**
 * `@hpcdocs/theme/landing`: the landing page on its own, so that an app can load it with the one
 * page that shows it rather than with every page (it is also exported from the package's root).
 */
export { Landing } from './components/Landing/index.js';
export type { LandingProps } from './components/Landing/index.js';
