export { DocVersionBanner, DocVersionBadge } from './DocVersionBanner.js';
export type { DocVersionBannerProps } from './DocVersionBanner.js';
