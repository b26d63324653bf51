import { fireEvent, screen } from '@testing-library/react';
import { forwardRef, createElement, type ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SidebarItem } from '@hpcdocs/content-pipeline/schema';
import type * as Router from '@hpcdocs/router';
import { renderWithProviders } from '../../../test/render.tsx';
import { Sidebar } from './Sidebar.js';

// A navigation must not re-render the whole sidebar. The router's Link is wrapped in a
// counter (by `to`) that renders only when its parent entry does, so the counts show which
// entries a navigation reached.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('@hpcdocs/router', async (importOriginal) => {
  const actual = await importOriginal<typeof Router>();
  const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof actual.Link>>(function CountingLink(props, ref) {
    renders.set(props.to, (renders.get(props.to) ?? 0) + 1);
    return createElement(actual.Link, { ...props, ref });
  });
  return { ...actual, Link };
});

const doc = (topic: number, group: number, n: number) => `/doc/docs/t${topic}/g${group}/d${n}`;

/** 10 topics (linked categories) x 10 groups x 10 docs: a 1,000-doc sidebar like the benchmark's. */
const big: readonly SidebarItem[] = Array.from({ length: 10 }, (_, t) => ({
  type: 'category' as const,
  label: `Topic ${t}`,
  href: `/doc/docs/t${t}/`,
  collapsed: true,
  collapsible: true,
  items: Array.from({ length: 10 }, (_, g) => ({
    type: 'category' as const,
    label: `Group ${t}.${g}`,
    collapsed: true,
    collapsible: true,
    items: Array.from({ length: 10 }, (_, n) => ({ type: 'link' as const, label: `Doc ${t}.${g}.${n}`, href: doc(t, g, n) })),
  })),
}));

const onNavigate = () => undefined;
const rendered = () => [...renders.keys()].sort();

describe('Sidebar re-renders', () => {
  beforeEach(() => renders.clear());

  describe('given a 1,000-doc sidebar showing a page', () => {
    describe('when the active page moves to a sibling', () => {
      it('should re-render only the old and the new link and the category holding both', () => {
        const { rerender } = renderWithProviders(<Sidebar items={big} activePath={doc(3, 4, 5)} onNavigate={onNavigate} />);
        // The page shows the topics' links and its own group's: collapsed groups' links are not rendered.
        expect(renders.size).toBe(20);
        // A reader opens every group of the topic: a hundred links on screen.
        for (let g = 0; g < 10; g++) if (g !== 4) fireEvent.click(screen.getByRole('button', { name: `Group 3.${g}` }));
        expect(renders.size).toBe(110);
        renders.clear();
        rerender(<Sidebar items={big} activePath={doc(3, 4, 6)} onNavigate={onNavigate} />);
        expect(rendered()).toEqual([doc(3, 4, 5), doc(3, 4, 6), '/doc/docs/t3/'].sort());
        expect(screen.getByRole('link', { name: 'Doc 3.4.6' }).getAttribute('aria-current')).toBe('page');
        expect(screen.getByRole('link', { name: 'Doc 3.4.5' }).hasAttribute('aria-current')).toBe(false);
      });
    });

    describe('when the active page moves to another topic', () => {
      it('should re-render no link outside the two trails, and open the new trail', () => {
        const { rerender } = renderWithProviders(<Sidebar items={big} activePath={doc(3, 4, 5)} onNavigate={onNavigate} />);
        renders.clear();
        rerender(<Sidebar items={big} activePath={doc(7, 1, 2)} onNavigate={onNavigate} />);
        // Topic 7 opens now: its groups' links mount (a first render each); every link that was on
        // screen before and lies off both trails stays as it was.
        const rerendered = rendered().filter((to) => !to.startsWith('/doc/docs/t7/'));
        expect(rerendered).toEqual([doc(3, 4, 5), '/doc/docs/t3/'].sort());
        expect(renders.get(doc(7, 1, 2))).toBeGreaterThanOrEqual(1);
        expect(screen.getByRole('link', { name: 'Doc 7.1.2' }).getAttribute('aria-current')).toBe('page');
        expect(screen.getByRole('button', { name: 'Group 7.1' }).getAttribute('aria-expanded')).toBe('true');
        expect(screen.getByRole('button', { name: "Collapse sidebar category 'Topic 7'" }).getAttribute('aria-expanded')).toBe('true');
      });
    });

    describe('when its parent re-renders with the same props', () => {
      it('should re-render no link', () => {
        const { rerender } = renderWithProviders(<Sidebar items={big} activePath={doc(3, 4, 5)} onNavigate={onNavigate} />);
        renders.clear();
        rerender(<Sidebar items={big} activePath={doc(3, 4, 5)} onNavigate={onNavigate} />);
        expect(renders.size).toBe(0);
      });
    });
  });
});
