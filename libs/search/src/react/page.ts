/**
 * `@hpcdocs/search/react/page`: the search page on its own, so that an app can load it with the
 * one page that shows it rather than with every page (it is also exported from `./react`).
 */
export { SearchPage } from './SearchPage/index.js';
export type { SearchPageProps } from './SearchPage/index.js';
