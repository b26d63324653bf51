import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/render.tsx';
import { Admonition, AdmonitionTitle } from './Admonition.js';

describe('Admonition', () => {
  describe('given each of the six types', () => {
    it.each([
      ['note', 'Note'],
      ['tip', 'Tip'],
      ['info', 'Info'],
      ['warning', 'Warning'],
      ['danger', 'Danger'],
      ['caution', 'Caution'],
    ])('should title a %s admonition "%s"', async (type, title) => {
      const { container } = render(<Admonition type={type}>Body</Admonition>);
      expect(container.querySelector('[role="note"]')?.getAttribute('data-type')).toBe(type);
      expect(screen.getByText(title)).toBeTruthy();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a type the theme does not style (a site\'s own keyword)', () => {
    it('should show a neutral box titled with the type\'s name', () => {
      const { container } = render(<Admonition type="shout">B</Admonition>);
      expect(container.querySelector('[role="note"]')?.getAttribute('data-type')).toBe('note');
      expect(screen.getByText('shout')).toBeTruthy();
    });
  });

  describe('given a title with markup as a first AdmonitionTitle child', () => {
    it('should show it as the heading and the rest as the body', () => {
      const { container } = render(
        <Admonition type="tip">
          <AdmonitionTitle>
            <em>Save</em> money
          </AdmonitionTitle>
          <p>Body</p>
        </Admonition>,
      );
      const [heading, body] = [...container.querySelectorAll('[role="note"] > *')];
      expect(heading?.textContent).toContain('Save money');
      expect(heading?.querySelector('em')).toBeTruthy();
      expect(body?.textContent).toBe('Body');
      expect(screen.queryByText('Tip')).toBeNull();
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
