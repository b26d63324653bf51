/** `@theme/TOCInline` for a site's own components: the theme's inline table of contents (Docusaurus' TOC items have the same shape). */
export { TOCInline as default } from '@hpcdocs/theme/page-components';
