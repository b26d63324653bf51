import { describe, expect, it } from 'vitest';
import { classNames } from './classNames.js';

describe('classNames', () => {
  it('should join the names given, leaving out empty ones', () => {
    expect(classNames('item', undefined, '', false, null, 'active')).toBe('item active');
    expect(classNames(undefined)).toBe('');
  });
});
