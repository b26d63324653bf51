export { DocVersionBanner, DocVersionBadge, ActiveVersionBanner, ActiveVersionBadge } from './DocVersionBanner.js';
export type { DocVersionBannerProps } from './DocVersionBanner.js';
