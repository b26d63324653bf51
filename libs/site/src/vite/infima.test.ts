import { describe, expect, it } from 'vitest';
import { infimaForTheme } from './infima.js';

describe('infimaForTheme', () => {
  it("should leave out Infima's rules for the class names the theme's elements carry, and keep the rest", () => {
    const css = [
      ':root{--ifm-navbar-height:3.75rem}',
      '.navbar{padding:.5rem 1rem;box-shadow:0 1px 2px #0002}',
      '.navbar-sidebar{width:83vw}',
      '.navbar--dark{--ifm-navbar-link-color:#fff}',
      '.menu__link:hover,.menu__caret:hover{background:#eee}',
      '.markdown>:last-child{margin-bottom:0!important}',
      '.button--primary{color:#fff}',
      '@media (max-width:996px){.navbar__items--right{display:none}.hero{padding:2rem}}',
      '@media (min-width:997px){.menu__list .menu__list{padding-left:1rem}}',
    ].join('\n');
    const out = infimaForTheme(css);
    expect(out).toContain(':root{--ifm-navbar-height:3.75rem}');
    // Names the theme does not carry stay, even when they start as one it does.
    expect(out).toContain('.navbar-sidebar{width:83vw}');
    expect(out).toContain('.navbar--dark{');
    expect(out).toContain('.button--primary{color:#fff}');
    // A selector list keeps its other selectors.
    expect(out).toContain('.menu__caret:hover{background:#eee}');
    expect(out).not.toMatch(/\.navbar\{|\.menu__link|\.markdown|navbar__items--right/);
    // A media query keeps its other rules; one left empty goes.
    expect(out).toContain('@media (max-width:996px){.hero{padding:2rem}}');
    expect(out).not.toContain('min-width:997px');
  });
});
