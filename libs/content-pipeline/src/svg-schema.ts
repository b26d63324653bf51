/**
 * The SVG allowlist for hast-util-sanitize: the elements and attributes of drawings (shapes, text,
 * paint, gradients, patterns, masks, markers, filters, links, animations, embedded pictures),
 * written as SVG names and turned into hast's property names here. Nothing that runs script,
 * embeds another document or loads a resource by itself is in it: no `script`, `foreignObject`,
 * `iframe`, `feImage` or XML event elements, no `on*` attribute. URLs are checked after it (see
 * svg.ts), since an allowlist of protocols cannot say "a reference into the drawing only".
 */
import type { Schema } from 'hast-util-sanitize';
import { find, svg } from 'property-information';

const FILTERS = 'feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence filter';
const ELEMENTS = `a circle clipPath defs desc ellipse g image line linearGradient marker mask path pattern polygon polyline radialGradient rect stop style svg switch symbol text textPath title tspan use view ${FILTERS} animate animateMotion animateTransform set mpath`;

/** Presentation attributes: paint, text, layout; none holds script or loads anything but through `url(#id)`. */
const PRESENTATION =
  'alignment-baseline baseline-shift clip clip-path clip-rule color color-interpolation color-interpolation-filters direction display dominant-baseline fill fill-opacity fill-rule filter flood-color flood-opacity font-family font-size font-size-adjust font-stretch font-style font-variant font-weight image-rendering isolation letter-spacing lighting-color marker-end marker-mid marker-start mask mask-type mix-blend-mode opacity overflow paint-order pointer-events shape-rendering stop-color stop-opacity stroke stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke-width text-anchor text-decoration text-rendering transform transform-origin unicode-bidi vector-effect visibility word-spacing writing-mode';
/** Geometry, units, filter and animation parameters, and the document's own attributes. */
const GEOMETRY =
  'x y x1 y1 x2 y2 cx cy r rx ry fx fy fr dx dy width height d points pathLength viewBox preserveAspectRatio rotate textLength lengthAdjust startOffset method spacing side ' +
  'gradientUnits gradientTransform spreadMethod offset patternUnits patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits markerUnits markerWidth markerHeight refX refY orient ' +
  'filterUnits primitiveUnits in in2 result stdDeviation mode operator k1 k2 k3 k4 values type tableValues slope intercept amplitude exponent scale xChannelSelector yChannelSelector radius order kernelMatrix kernelUnitLength divisor bias targetX targetY edgeMode preserveAlpha surfaceScale diffuseConstant specularConstant specularExponent azimuth elevation pointsAtX pointsAtY pointsAtZ limitingConeAngle baseFrequency numOctaves seed stitchTiles ' +
  'attributeName attributeType from to by begin dur end min max restart repeatCount repeatDur calcMode keyTimes keySplines keyPoints additive accumulate path ' +
  'id class style lang xml:lang xml:space tabindex role focusable systemLanguage version xmlns xmlns:xlink href xlink:href xlink:title target';

/** How a drawing is named and described for assistive technology: text, no script, nothing loaded. */
const ARIA = 'aria-label aria-labelledby aria-describedby aria-description aria-roledescription aria-hidden';

const properties = (names: string) => names.split(' ').map((name) => find(svg, name).property);

/** The allowlist; `inline` also leaves out `<style>` (in a page, its rules would style the whole page). */
export function svgSchema(inline: boolean): Schema {
  return {
    tagNames: ELEMENTS.split(' ').filter((name) => !inline || name !== 'style'),
    // hast-util-sanitize has a wildcard for data-* only: the ARIA attributes a drawing is named
    // and described by are listed (`aria*` kept none of them: a chart lost its accessible name).
    attributes: { '*': [...properties(`${PRESENTATION} ${GEOMETRY} ${ARIA}`), 'data*'] },
    // Checked again per element after sanitizing: `data:` is kept only for an image's pixels.
    protocols: { href: ['http', 'https', 'mailto', 'data'], xLinkHref: ['http', 'https', 'mailto', 'data'] },
    // Removed with their content; any other unknown element gives way to its (allowed) children.
    strip: ['script', 'foreignObject', 'handler', 'listener', 'iframe', 'embed', 'object', 'feImage', 'metadata', ...(inline ? ['style'] : [])],
    clobber: [],
    clobberPrefix: '',
    allowComments: false,
    allowDoctypes: false,
  };
}
