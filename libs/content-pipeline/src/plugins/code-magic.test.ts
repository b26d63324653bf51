import { describe, expect, it } from 'vitest';
import { readMagicComments } from './code-magic.js';

const read = (code: string, language: string) => {
  const { lines, highlighted, problems } = readMagicComments(code.split('\n'), language);
  return { lines, highlighted: [...highlighted], problems };
};

describe('given magic comments in the comment syntax of the language', () => {
  it.each([
    ['ts', '// highlight-next-line'],
    ['ts', '/* highlight-next-line */'],
    ['tsx', '{/* highlight-next-line */}'],
    ['py', '#highlight-next-line'],
    ['xml', '<!-- highlight-next-line -->'],
    ['lua', '-- highlight-next-line'],
    ['sql', '-- highlight-next-line'],
    ['sql', '/* highlight-next-line */'],
    ['matlab', '% highlight-next-line'],
    ['ini', '; highlight-next-line'],
    ['wasm', ';; highlight-next-line'],
  ])('should remove the comment in %s and highlight the next line (%s)', (language, comment) => {
    expect(read(`a\n  ${comment}\nb`, language)).toEqual({ lines: ['a', 'b'], highlighted: [2], problems: [] });
  });

  it('should highlight the lines between highlight-start and highlight-end, counting the lines shown', () => {
    expect(read('a\n// highlight-start\nb\nc\n// highlight-end\nd', 'js')).toEqual({ lines: ['a', 'b', 'c', 'd'], highlighted: [2, 3], problems: [] });
  });
});

describe('given comments that are not magic', () => {
  it('should keep a comment of another language, and text that only mentions the directive', () => {
    expect(read('# highlight-next-line\nx', 'md').lines).toEqual(['# highlight-next-line', 'x']);
    expect(read('// highlight-next-line\nx', 'python').lines).toEqual(['// highlight-next-line', 'x']);
    expect(read('x = 1 // highlight-next-line', 'js').lines).toEqual(['x = 1 // highlight-next-line']);
  });
});

describe('given unbalanced ranges', () => {
  it('should report an unclosed start and a stray end at their lines, highlighting to the end', () => {
    expect(read('// highlight-end\na\n// highlight-start\nb', 'js')).toEqual({
      lines: ['a', 'b'],
      highlighted: [2],
      problems: [
        { index: 0, message: 'highlight-end without a highlight-start before it; it is removed.' },
        { index: 2, message: 'highlight-start is never closed: the lines to the end of the block are highlighted. Add a highlight-end comment.' },
      ],
    });
  });
});
