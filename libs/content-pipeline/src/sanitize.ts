/**
 * The allowlist that raw HTML in Markdown (and HTML elements in MDX) must pass: GitHub's defaults,
 * plus the HTML elements docs commonly use, this pipeline's own components and attributes, and
 * KaTeX's output (MathML and the few SVG shapes it draws). No `<script>`, no `on*` handlers, and
 * every attribute that holds a URL may only hold a relative one or one with an allowed protocol
 * (so no `javascript:` or `data:`). Heading ids keep their names (no `user-content-` prefix).
 * What the allowlist cannot say (an iframe's sandbox, which inline styles math may keep) is
 * enforced after it, in plugins/sanitize-html.ts.
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

/** HTML elements docs use beyond GitHub's list (all inert: media, layout, inline semantics). */
const HTML_EXTRA = ['mark', 'abbr', 'small', 'cite', 'dfn', 'time', 'u', 'center', 'bdi', 'bdo', 'wbr', 'caption', 'colgroup', 'col', 'figure', 'figcaption', 'video', 'audio', 'track', 'iframe'];

/** MathML presentation elements (what KaTeX writes for screen readers; also usable by hand). */
const MATHML = [
  'math', 'semantics', 'annotation', 'mrow', 'mi', 'mn', 'mo', 'ms', 'mtext', 'mspace', 'mpadded', 'mphantom', 'mstyle', 'merror',
  'mfrac', 'msqrt', 'mroot', 'msub', 'msup', 'msubsup', 'munder', 'mover', 'munderover', 'mtable', 'mtr', 'mtd', 'mlabeledtr', 'menclose',
];
/** Presentation attributes of MathML (lower case, as parsed): layout only, none holds a URL or script. */
const MATHML_ATTRIBUTES = [
  'display', 'mathvariant', 'mathsize', 'displaystyle', 'scriptlevel', 'stretchy', 'fence', 'separator', 'lspace', 'rspace', 'minsize',
  'maxsize', 'largeop', 'movablelimits', 'symmetric', 'accent', 'accentunder', 'linethickness', 'columnalign', 'columnspacing',
  'columnlines', 'rowspacing', 'rowlines', 'rowalign', 'frame', 'framespacing', 'equalrows', 'equalcolumns', 'width', 'height', 'depth',
  'voffset', 'notation', 'encoding',
];

/** Paint and geometry of SVG shapes: no links, no references out of the drawing, no script. */
const PAINT = ['fill', 'fillRule', 'fillOpacity', 'stroke', 'strokeWidth', 'strokeLinecap', 'strokeLinejoin', 'strokeOpacity', 'opacity', 'transform', 'clipRule'];
/**
 * SVG drawings made of plain shapes (icons written inline, and what KaTeX draws for roots and
 * arrows), with their geometry and paint. `use`, `image`, `a`, `foreignObject` and `style` are not
 * among them.
 */
const SVG_SHAPES: Readonly<Record<string, readonly string[]>> = {
  svg: ['width', 'height', 'viewBox', 'preserveAspectRatio', 'style', 'ariaHidden', 'role', ...PAINT],
  g: PAINT,
  path: ['d', ...PAINT],
  line: ['x1', 'y1', 'x2', 'y2', ...PAINT],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry', ...PAINT],
  circle: ['cx', 'cy', 'r', ...PAINT],
  ellipse: ['cx', 'cy', 'rx', 'ry', ...PAINT],
  polyline: ['points', ...PAINT],
  polygon: ['points', ...PAINT],
};

export const sanitizeSchema: Schema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: '',
  tagNames: [...(defaultSchema.tagNames ?? []), ...Object.keys(COMPONENT_PROPS), ...HTML_EXTRA, ...MATHML, ...Object.keys(SVG_SHAPES)],
  attributes: {
    ...defaultSchema.attributes,
    ...Object.fromEntries(Object.entries(COMPONENT_PROPS).map(([k, v]) => [k, [...v]])),
    ...Object.fromEntries(MATHML.map((name) => [name, MATHML_ATTRIBUTES])),
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'id'],
    a: [...(defaultSchema.attributes?.['a'] ?? []), 'target', 'rel', 'dataExternal', 'dataPathname'],
    img: [...(defaultSchema.attributes?.['img'] ?? []), 'loading', 'decoding', 'width', 'height'],
    // KaTeX sizes its boxes with inline styles (filtered to numeric lengths afterwards) and hides
    // the visual copy from screen readers, which read the MathML.
    span: [...(defaultSchema.attributes?.['span'] ?? []), 'className', 'style', 'ariaHidden'],
    ...SVG_SHAPES,
    code: [...(defaultSchema.attributes?.['code'] ?? []), 'className'],
    video: ['src', 'controls', 'width', 'height', 'poster', 'muted', 'loop', 'autoPlay', 'playsInline', 'preload'],
    audio: ['src', 'controls', 'muted', 'loop', 'preload'],
    source: ['src', 'type', 'srcSet', 'media', 'sizes'],
    track: ['src', 'kind', 'srcLang', 'label', 'default'],
    // No srcdoc and no name; the sandbox is set afterwards (see plugins/sanitize-html.ts).
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowFullScreen', 'loading', 'referrerPolicy', 'sandbox'],
    details: ['open'],
  },
  protocols: {
    ...defaultSchema.protocols,
    // Every URL-bearing attribute HTML has (hast property names), allowed or not: an attribute
    // added to the allowlist later is checked from the start.
    ...Object.fromEntries(URL_ATTRIBUTES.map((name) => [name, ['http', 'https']])),
    href: ['http', 'https', 'mailto', 'tel'],
  },
};
