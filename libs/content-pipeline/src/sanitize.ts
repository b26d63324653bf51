/**
 * The allowlist that raw HTML in Markdown (and HTML elements in MDX) must pass: GitHub's defaults,
 * plus this pipeline's own components and attributes. No `<script>`, no `on*` handlers, and every
 * attribute that holds a URL may only hold a relative one or one with an allowed protocol (so no
 * `javascript:` or `data:`). Heading ids keep their names (no `user-content-` prefix).
 */
import { defaultSchema, type Schema } from 'hast-util-sanitize';
import { CONTENT_COMPONENTS } from './schema.js';

const URL_ATTRIBUTES = [
  'action', 'archive', 'background', 'cite', 'classId', 'codeBase', 'data', 'dynsrc', 'formAction', 'icon', 'itemId', 'itemType',
  'longDesc', 'lowsrc', 'manifest', 'ping', 'poster', 'profile', 'src', 'srcSet', 'useMap', 'xLinkHref',
];

/** Props of the pipeline's component elements, by component name (from the content-component contract). */
export const COMPONENT_PROPS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(CONTENT_COMPONENTS).map(([name, spec]) => [name, Object.keys(spec.props)]),
);

export const sanitizeSchema: Schema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: '',
  tagNames: [...(defaultSchema.tagNames ?? []), ...Object.keys(COMPONENT_PROPS), 'mark', 'abbr', 'figure', 'figcaption', 'video', 'source'],
  attributes: {
    ...defaultSchema.attributes,
    ...Object.fromEntries(Object.entries(COMPONENT_PROPS).map(([k, v]) => [k, [...v]])),
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'id'],
    a: [...(defaultSchema.attributes?.['a'] ?? []), 'target', 'rel', 'dataExternal'],
    img: [...(defaultSchema.attributes?.['img'] ?? []), 'loading', 'decoding', 'width', 'height'],
    span: [...(defaultSchema.attributes?.['span'] ?? []), 'className'],
    code: [...(defaultSchema.attributes?.['code'] ?? []), 'className'],
    video: ['src', 'controls', 'width', 'height', 'poster', 'muted', 'loop'],
    source: ['src', 'type'],
    details: ['open'],
  },
  protocols: {
    ...defaultSchema.protocols,
    // Every URL-bearing attribute HTML has (hast property names), allowed or not: an attribute
    // added to the allowlist later is checked from the start.
    ...Object.fromEntries(URL_ATTRIBUTES.map((name) => [name, ['http', 'https']])),
    href: ['http', 'https', 'mailto'],
  },
};
