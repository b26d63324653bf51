import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues, didYouMean, editDistance, issueMessages } from './validation.js';

describe('given the key matcher', () => {
  it('should count slips as small distances', () => {
    expect(editDistance('navbar', 'navbar')).toBe(0);
    expect(editDistance('naavbar', 'navbar')).toBe(1);
    expect(editDistance('nvabar', 'navbar')).toBe(1);
    expect(didYouMean('serach', ['search', 'staticDir'])).toBe('search');
    expect(didYouMean('x', ['search'])).toBeUndefined();
  });
});

describe('given a union whose alternative can be told from the value', () => {
  const item = z.union([z.string(), z.discriminatedUnion('type', [z.strictObject({ type: z.literal('doc'), id: z.string() }), z.strictObject({ type: z.literal('link'), href: z.string() })])]);
  const list = z.array(item);
  const choose = (value: unknown) => (typeof value === 'object' && value !== null ? 1 : undefined);

  it('should report the problems of that alternative, at their own paths', () => {
    const input = ['a', { type: 'doc' }];
    const result = list.safeParse(input);
    expect(result.success).toBe(false);
    const messages = issueMessages(result.error?.issues ?? [], input, list, { chooseAlternative: choose });
    expect(messages).toEqual([{ path: [1, 'id'], text: '[1].id: got nothing; expected a string.' }]);
  });

  it('should name the allowed values of an unknown discriminator', () => {
    const input = [{ type: 'page' }];
    const result = list.safeParse(input);
    expect(issueMessages(result.error?.issues ?? [], input, list, { chooseAlternative: choose }).map((m) => m.text)).toEqual(['[0].type: got "page"; allowed: "doc", "link".']);
  });

  it('should report the union as a whole when no alternative is chosen', () => {
    const input = [5];
    const result = list.safeParse(input);
    expect(describeIssues(result.error?.issues ?? [], input, list)).toEqual(['[0]: got 5; Invalid input.']);
  });
});
