import { describe, expect, it } from 'vitest';
import { styleObject } from './inlineStyle.js';

describe('given a style attribute as the pipeline writes it', () => {
  it('should give React\'s style object, camel-cased', () => {
    expect(styleObject('height:0.6833em;vertical-align:-0.2em;margin-right:0.05em')).toEqual({ height: '0.6833em', verticalAlign: '-0.2em', marginRight: '0.05em' });
  });

  it('should skip empty and malformed declarations', () => {
    expect(styleObject(';top:-3em;;nothing;')).toEqual({ top: '-3em' });
  });
});
