/** The content lint's helpers fail on the mistakes they exist to catch. */
import { describe, expect, it } from 'vitest';
import type { DocJson, HNode } from '@hpcdocs/content-pipeline/schema';
import { fencesWithoutLanguage, highlightsOutOfRange } from './content-lint/fences.ts';
import { apiSkeletonProblems } from './content-lint/api-skeleton.ts';
import { textOf } from './content-lint/hast.ts';

describe('given Markdown with fenced code', () => {
  it('should report the opening line of a fence without a language', () => {
    expect(fencesWithoutLanguage('# t\n\n```\nls\n```\n\n```bash\nls\n```\n')).toEqual([3]);
  });

  it('should accept a language followed by a title and highlighted lines', () => {
    expect(fencesWithoutLanguage('```bash title="a.sh" {2}\nls\n```\n~~~text\nx\n~~~\n')).toEqual([]);
  });

  it('should not treat a shorter fence inside a longer one as a block of its own', () => {
    expect(fencesWithoutLanguage('````md\n```\ninner\n```\n````\n```\nbare\n```\n')).toEqual([6]);
  });
});

const tab = (value: string, language: string): HNode => ['TabItem', { value, label: value }, ['CodeBlock', { code: 'x', language }]];
const page = (toc: readonly [number, string][], body: readonly HNode[]): DocJson =>
  ({ permalink: '/doc/docs/api/x', toc: toc.map(([level, value]) => ({ level, value, id: value })), body }) as unknown as DocJson;
const SKELETON: [number, string][] = [[2, 'Authorization'], [2, 'Request Body'], [2, 'Example Request'], [2, 'Examples'], [2, 'Responses'], [3, 'Success Response'], [3, 'Error Response']];
const BODY: HNode[] = [['p', null, ['code', null, 'POST /api/instance/stop']], ['h2', null, 'Authorization'], ['CodeBlock', { code: '{}', language: 'json' }], ['Tabs', null, tab('curl', 'bash'), tab('python', 'python')]];

describe('given fenced code with highlighted lines', () => {
  it('should accept ranges inside the block', () => {
    expect(highlightsOutOfRange('```bash {1,3-4}\na\nb\nc\nd\n```\n')).toEqual([]);
  });

  it('should report a range that runs past the last line, or a reversed one', () => {
    expect(highlightsOutOfRange('```bash {2-3}\na\nb\n```\n\n```text {2-1}\na\nb\n```\n')).toEqual([1, 6]);
  });
});

describe('given an API page', () => {
  it('should find nothing wrong with a page that follows the skeleton', () => {
    expect(apiSkeletonProblems(page(SKELETON, BODY))).toEqual([]);
  });

  it('should name a missing section, a missing tab and a missing call line', () => {
    const toc = SKELETON.filter(([, v]) => v !== 'Error Response' && v !== 'Example Request');
    const body = BODY.filter((n) => typeof n === 'string' || n[0] !== 'p').map((n) => (typeof n !== 'string' && n[0] === 'Tabs' ? ['Tabs', null, tab('curl', 'bash')] as HNode : n));
    expect(apiSkeletonProblems(page(toc, body))).toEqual([
      'missing h2 "Example Request"',
      'missing h3 "Error Response" under Responses',
      'no "POST /api/..." line before the first section',
      'no "python" example tab',
      'no python code block',
    ]);
  });

  it('should report sections out of order', () => {
    const swapped: [number, string][] = [[2, 'Request Body'], [2, 'Authorization'], ...SKELETON.slice(2)];
    expect(apiSkeletonProblems(page(swapped, BODY))).toEqual(['h2 out of order: Request Body / Authorization / Example Request / Examples / Responses']);
  });
});

describe('given a page tree', () => {
  it('should keep table cells apart in its text', () => {
    expect(textOf([['tr', null, ['td', null, 'a'], ['td', null, 'b']]]).replace(/\s+/g, ' ').trim()).toBe('a b');
  });
});
