/**
 * SVG sanitizing: what can run script or reach outside the drawing is removed, a normal drawing
 * comes out equivalent (the same document once parsed), and what is not an SVG is refused.
 */
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg.js';

const hostile = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet href="https://evil.example/x.xsl" type="text/xsl"?>
<!DOCTYPE svg [<!ENTITY greeting "hi">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" onload="alert(1)">
  <script>alert(2)</script>
  <SCRIPT>alert(3)</SCRIPT>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(4)"/></div></foreignObject>
  <html:iframe xmlns:html="http://www.w3.org/1999/xhtml" src="https://evil.example"/>
  <a xlink:href="javascript:alert(5)"><rect width="5" height="5" onclick="alert(6)" OnMouseOver="alert(7)"/></a>
  <a href=" java&#x09;script:alert(8)"><text>tab</text></a>
  <a href="https://example.com/page"><text>fine link</text></a>
  <image href="data:text/html;base64,PHNjcmlwdD5hbGVydCg5KTwvc2NyaXB0Pg=="/>
  <image xlink:href="data:image/svg+xml;base64,AAAA"/>
  <image href="https://tracker.example/pixel.png"/>
  <use href="https://evil.example/x.svg#a"/>
  <animate attributeName="href" to="javascript:alert(10)"/>
  <set attributeName="onclick" to="alert(11)"/>
  <set attributeName="fill" to="red"/>
  <animate attributeName="fill" values="red;javascript:alert(12)"/>
  <style>@import url(https://evil.example/a.css);</style>
  <rect style="fill:url(https://evil.example/p)" xml:base="https://evil.example/"/>
  <handler type="application/ecmascript">alert(13)</handler>
</svg>`;

describe('sanitizeSvg', () => {
  it('should remove scripts, handlers, embedded HTML, script and data links, external references and the DOCTYPE', () => {
    const out = sanitizeSvg(hostile);
    expect(out).not.toMatch(/script|alert|onload|onclick|onmouseover|foreignObject|iframe|evil|tracker|data:|DOCTYPE|ENTITY|xml-stylesheet|handler|xml:base/i);
    expect(out).toContain('<a href="https://example.com/page"><text>fine link</text></a>');
    expect(out).toContain('<a><rect width="5" height="5"/></a>');
    expect(out).toContain('<set attributeName="fill" to="red"/>');
    // What is left is still a drawing a browser opens.
    expect(new DOMParser().parseFromString(out, 'image/svg+xml').documentElement?.localName).toBe('svg');
  });

  it("should keep how a drawing is named for screen readers (its role and ARIA attributes)", () => {
    const chart = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img" aria-label="Activity by month" aria-describedby="d"><desc id="d">Bars</desc><rect width="5" height="5" aria-hidden="true"/></svg>';
    const out = sanitizeSvg(chart, { inline: true });
    expect(out).toContain('role="img" aria-label="Activity by month" aria-describedby="d"');
    expect(out).toContain('<rect width="5" height="5" aria-hidden="true"/>');
  });

  it('should keep a normal drawing: shapes, gradients, styles, local references, text and embedded pixels (metadata and other namespaces go)', () => {
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 100 100" width="100" height="100">
  <title>Chart &amp; legend</title>
  <metadata><inkscape:version>1.3</inkscape:version></metadata>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient>
  <marker id="m"><path d="M0,0 L10,5 L0,10 z"/></marker></defs>
  <style>.c { fill: url(#g); stroke: url( '#g' ) }</style>
  <circle class="c" cx="50" cy="50" r="40" style="opacity:0.5"/>
  <use xlink:href="#m" x="5"/><path d="M1 1 L9 9" marker-end="url(#m)"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <a href="guide.html"><text x="10" y="90">Hello <tspan>world</tspan></text></a>
  <animate attributeName="r" from="40" to="45" dur="1s"/>
</svg>`;
    const reparse = (text: string) => new XMLSerializer().serializeToString(new DOMParser().parseFromString(text, 'image/svg+xml'));
    const expected = drawing.replace(' xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"', '').replace('<metadata><inkscape:version>1.3</inkscape:version></metadata>', '');
    expect(reparse(sanitizeSvg(drawing))).toBe(reparse(expected));
    expect(sanitizeSvg(drawing)).toBe(expected.replace('&amp;', '&#x26;'));
  });

  it('should keep a component to the same list without its <style> (which would style the whole page)', () => {
    const component = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><style>body { display: none }</style><rect class="c" width="4" height="4" fill="#08f"/></svg>';
    expect(sanitizeSvg(component, { inline: true })).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect class="c" width="4" height="4" fill="#08f"/></svg>');
  });

  it('should keep a style rule with < or & as character data, so the file stays XML', () => {
    const out = sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><style><![CDATA[a > b, c & d { fill: red } /* <x> */]]></style></svg>');
    expect(out).toBe('<svg xmlns="http://www.w3.org/2000/svg"><style><![CDATA[a > b, c & d { fill: red } /* <x> */]]></style></svg>');
    expect(new DOMParser().parseFromString(out, 'image/svg+xml').documentElement?.textContent).toBe('a > b, c & d { fill: red } /* <x> */');
  });

  it('should drop elements it does not know, keeping what it knows inside them', () => {
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><blink onclick="x()"><rect width="1" height="1"/></blink><circle r="1" formaction="javascript:x()"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/><circle r="1"/></svg>',
    );
  });

  it('should refuse what is not an SVG document, with the parser\'s reason and place', () => {
    expect(() => sanitizeSvg('<html><body/></html>')).toThrow(/root element is <html>/);
    expect(() => sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toThrow(/line 1/);
    expect(() => sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg">&undefined;</svg>')).toThrow(/entity/);
    expect(() => sanitizeSvg('plain text')).toThrow();
  });

  it('should refuse deep nesting before parsing it, in bounded time', () => {
    const started = performance.now();
    expect(() => sanitizeSvg(`<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(100_000)}${'</g>'.repeat(100_000)}</svg>`)).toThrow(/nested more than 200/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
