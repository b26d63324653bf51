import { describe, expect, it } from 'vitest';
import { scrollEdges } from './scrollEdges.js';

// A box 300 px wide holding 500 px of content: it scrolls 200 px.
describe('scrollEdges', () => {
  describe('given a left-to-right box', () => {
    it('should hide only the end at the start, both midway, only the start at the end', () => {
      expect(scrollEdges(0, 300, 500)).toEqual({ start: false, end: true });
      expect(scrollEdges(100, 300, 500)).toEqual({ start: true, end: true });
      expect(scrollEdges(200, 300, 500)).toEqual({ start: true, end: false });
    });
  });

  describe('given a right-to-left box (scrollLeft runs from 0 down to minus the overflow)', () => {
    it('should read its edges as a left-to-right box does', () => {
      expect(scrollEdges(-0, 300, 500)).toEqual({ start: false, end: true });
      expect(scrollEdges(-100, 300, 500)).toEqual({ start: true, end: true });
      expect(scrollEdges(-200, 300, 500)).toEqual({ start: true, end: false });
    });
  });

  describe('when the content fits, or overflows by less than a pixel', () => {
    it('should hide no edge', () => {
      expect(scrollEdges(0, 300, 300)).toEqual({ start: false, end: false });
      expect(scrollEdges(0, 300, 300.6)).toEqual({ start: false, end: false });
    });
  });
});
