import { describe, expect, it } from 'vitest';
import { mathStyle } from './html-policy.js';

describe('given the inline style of a KaTeX box', () => {
  it('should keep sizes and offsets with plain numeric lengths', () => {
    expect(mathStyle('height:0.6833em;vertical-align:-0.2em; margin-right: 0.05em;top:-3.063em;')).toBe('height:0.6833em;vertical-align:-0.2em;margin-right:0.05em;top:-3.063em');
  });

  it('should drop everything else: colours, positions, urls, expressions and lengths that are not plain numbers', () => {
    expect(mathStyle('color:red;position:fixed;background:url(https://x/y.png);width:expression(alert(1));height:calc(1em + 2px);border-bottom-width:0.04em')).toBe('border-bottom-width:0.04em');
    expect(mathStyle('height:1em!important;left:1e3px;top:/**/1em')).toBe('');
  });
});
