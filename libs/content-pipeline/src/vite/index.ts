/**
 * @hpcdocs/content-pipeline/vite: the dev-server plugin. Node only, like the main entry.
 * The client listens for `hpcdocs:content-update` (payload: `ContentUpdate` from `./schema`).
 */
export { hpcdocsContent, CONTENT_UPDATE_EVENT } from './plugin.js';
export { toDevContent, diffDevContent, devDocUrl } from './dev-content.js';

export type { ContentPluginOptions, ContentExtension, DevBoot } from './plugin.js';
export type { AppPage, DevContent } from './dev-content.js';
