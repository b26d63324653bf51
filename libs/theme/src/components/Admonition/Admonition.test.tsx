import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/render.tsx';
import { Admonition } from './Admonition.js';

describe('Admonition', () => {
  describe('given each of the five types', () => {
    it.each([
      ['note', 'Note'],
      ['tip', 'Tip'],
      ['info', 'Info'],
      ['warning', 'Warning'],
      ['danger', 'Danger'],
    ])('should title a %s admonition "%s"', async (type, title) => {
      const { container } = render(<Admonition type={type}>Body</Admonition>);
      expect(container.querySelector('[role="note"]')?.getAttribute('data-type')).toBe(type);
      expect(screen.getByText(title)).toBeTruthy();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given caution or an unknown type', () => {
    it('should show caution as warning and anything else as note', () => {
      const { container } = render(
        <>
          <Admonition type="caution">A</Admonition>
          <Admonition type="shout">B</Admonition>
        </>,
      );
      expect([...container.querySelectorAll('[role="note"]')].map((a) => a.getAttribute('data-type'))).toEqual(['warning', 'note']);
    });
  });

  describe('given a title', () => {
    it('should use it instead of the type name', () => {
      render(<Admonition type="tip" title="Save money">Body</Admonition>);
      expect(screen.getByText('Save money')).toBeTruthy();
      expect(screen.queryByText('Tip')).toBeNull();
    });
  });
});
