import { screen, within } from '@testing-library/react';
import type React from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { IMPORT_PROP_PREFIX, NODES_PROP_PREFIX } from '@hpcdocs/content-pipeline/schema';
import { renderWithProviders } from '../../../test/render.tsx';
import { docJson } from '../../testing/fixtures.js';
import { pageContentComponents } from '../../page-components.js';
import { DocContent } from './DocContent.js';
import type { ContentComponents } from './render.js';

describe('DocContent', () => {
  describe('given a body with every content component', () => {
    it('should render headings, code, admonition, table, tabs, list and details', () => {
      const { container } = renderWithProviders(<DocContent body={docJson.body} />);
      expect(screen.getByRole('heading', { level: 3, name: /Parameters/ }).id).toBe('parameters');
      expect(screen.getByText('launch.sh')).toBeTruthy();
      expect(container.querySelectorAll('code .line')).toHaveLength(2);
      expect(container.querySelector('[role="note"][data-type="tip"]')).not.toBeNull();
      // Wide tables scroll inside a focusable wrapper (keyboard scrolling), not a landmark.
      const wrapper = screen.getByRole('table').parentElement as HTMLElement;
      expect(wrapper.tabIndex).toBe(0);
      expect(within(wrapper).getAllByRole('row')).toHaveLength(3);
      expect(screen.getByRole('tab', { name: 'curl' }).getAttribute('aria-selected')).toBe('true');
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
      expect(container.querySelector('details summary')?.textContent).toBe('Example response');
      expect(screen.getByRole('link', { name: 'billing' }).getAttribute('href')).toBe('/doc/docs/billing/');
    });
  });

  describe('given inline code', () => {
    it('should keep short code on one line and let long code wrap', () => {
      const long = 'instanceRuntimeInfo.instanceStatusDescription';
      renderWithProviders(<DocContent body={[['p', null, 'Pass ', ['code', null, '-p'], ' or ', ['code', null, long], '.']]} />);
      expect(screen.getByText('-p').className).toMatch(/nowrap/);
      expect(screen.getByText(long).className).not.toMatch(/nowrap/);
    });
  });

  describe('given links with and without a target', () => {
    it('should keep an anchor without href an anchor with its id, and keep ids on links', () => {
      const { container } = renderWithProviders(
        <DocContent body={[['p', null, ['a', { id: 'target' }, 'a target'], ' and ', ['a', { href: '/doc/docs/x', id: 'source' }, 'a link']]]} />,
      );
      const anchor = container.querySelector('#target');
      expect(anchor?.tagName).toBe('A');
      expect(anchor?.hasAttribute('href')).toBe(false);
      const link = screen.getByRole('link', { name: 'a link' });
      expect(link.id).toBe('source');
      expect(link.getAttribute('href')).toBe('/doc/docs/x');
    });
  });

  describe('given the className the pipeline passes to built-in components', () => {
    it('should keep it on Tabs, TabItem, Details and Admonition', () => {
      const { container } = renderWithProviders(
        <DocContent
          body={[
            ['Tabs', { className: 'wide' }, ['TabItem', { value: 'a', className: 'first' }, 'A']],
            ['Details', { summary: 'More', className: 'faq' }, 'Hidden'],
            ['Admonition', { type: 'tip', className: 'boxed' }, 'Tip'],
          ]}
        />,
      );
      expect(container.querySelector('.wide [role="tablist"]')).not.toBeNull();
      expect(screen.getByRole('tabpanel').className).toMatch(/ first$/);
      expect(container.querySelector('details')?.className).toMatch(/ faq$/);
      expect(container.querySelector('[role="note"]')?.className).toMatch(/ boxed$/);
    });
  });

  describe('given the per-page components', () => {
    it('should render DocCardList and TOCInline with the page components table', () => {
      renderWithProviders(
        <DocContent
          components={pageContentComponents as unknown as ContentComponents}
          body={[
            ['TOCInline', { toc: [{ id: 'setup', value: 'Setup', level: 2 }] }],
            ['DocCardList', { items: [{ type: 'link', label: 'Install', href: '/doc/docs/install' }] }],
          ]}
        />,
      );
      expect(screen.getByRole('link', { name: 'Setup' }).getAttribute('href')).toBe('#setup');
      expect(screen.getByRole('heading', { level: 2, name: 'Install' })).toBeTruthy();
    });
  });

  describe('given an unknown component', () => {
    it('should keep its content', () => {
      renderWithProviders(<DocContent body={[['Mystery', null, ['p', null, 'still here']]]} />);
      expect(screen.getByText('still here')).toBeTruthy();
    });
  });

  describe('given an override for a tag', () => {
    it('should use it', () => {
      renderWithProviders(<DocContent body={[['Admonition', { type: 'tip' }, 'x']]} components={{ Admonition: () => <p>custom</p> }} />);
      expect(screen.getByText('custom')).toBeTruthy();
    });
  });

  describe('given a prop that names a value the doc imports from the site', () => {
    it("should pass the page's loaded value, and leave the other props as they are", () => {
      const List = ({ repositories, title }: { repositories?: { name: string }[]; title?: string }) => <p>{`${title}: ${repositories?.map((r) => r.name).join(', ')}`}</p>;
      const components = { List, Official: [{ name: 'Stable' }, { name: 'Unstable' }] } as unknown as ContentComponents;
      renderWithProviders(<DocContent body={[['List', { repositories: `${IMPORT_PROP_PREFIX}Official`, title: 'Repos' }], ['List', { repositories: `${IMPORT_PROP_PREFIX}Catalog.lists.official`, title: 'Member' }]]} components={{ ...components, Catalog: { lists: { official: [{ name: 'Nested' }] } } } as unknown as ContentComponents} />);
      expect(screen.getByText('Repos: Stable, Unstable')).toBeTruthy();
      expect(screen.getByText('Member: Nested')).toBeTruthy();
    });

    it('should put the loaded values in place inside lists and objects too', () => {
      const Cards = ({ items }: { items?: { widget?: { name: string }; label?: string }[] }) => <p>{items?.map((item) => `${item.widget?.name ?? 'none'}/${item.label ?? ''}`).join(' ')}</p>;
      const components = { Cards, dns: { name: 'DNS' } } as unknown as ContentComponents;
      renderWithProviders(<DocContent body={[['Cards', { items: [{ widget: `${IMPORT_PROP_PREFIX}dns`, label: `${IMPORT_PROP_PREFIX}dns.name` }, { label: 'plain' }] }]]} components={components} />);
      expect(screen.getByText('DNS/DNS none/plain')).toBeTruthy();
    });

    it('should render markup written inside a list as elements', () => {
      const Steps = ({ steps }: { steps?: ReactNode[] }) => <ol>{steps?.map((step, i) => <li key={i}>{step}</li>)}</ol>;
      renderWithProviders(<DocContent body={[['Steps', { steps: ['Open it', `${NODES_PROP_PREFIX}${JSON.stringify([['span', null, 'Go to ', ['strong', null, 'Tokens']]])}`] }]]} components={{ Steps } as unknown as ContentComponents} />);
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Open it', 'Go to Tokens']);
      expect(screen.getByText('Tokens').tagName).toBe('STRONG');
    });
  });

  describe('given a prop that holds markup the doc wrote', () => {
    it('should pass it to the component as elements', () => {
      const Faq = ({ question }: { question?: React.ReactNode }) => <h3>{question}</h3>;
      const label = `${NODES_PROP_PREFIX}${JSON.stringify(['Can I run ', ['code', null, 'lpr'], '?'])}`;
      const { container } = renderWithProviders(<DocContent body={[['Faq', { question: label }]]} components={{ Faq } as unknown as ContentComponents} />);
      expect(container.querySelector('h3')?.innerHTML).toMatch(/^Can I run <code[^>]*>lpr<\/code>\?$/);
    });
  });

  describe('given a pathname:// link', () => {
    it('should render a plain link the browser follows itself, not a router link', () => {
      renderWithProviders(<DocContent body={[['p', null, ['a', { href: '/doc/files/guide.pdf', 'data-pathname': true }, 'the guide'], ' and ', ['a', { href: '/doc/docs/x' }, 'a doc']]]} />);
      const plain = screen.getByRole('link', { name: 'the guide' });
      expect(plain.getAttribute('href')).toBe('/doc/files/guide.pdf');
      expect(plain.hasAttribute('target')).toBe(false);
      // A router link takes the click (prevents the browser's navigation); the plain one leaves it to the browser.
      const prevented = (link: HTMLElement): boolean => {
        let result = false;
        const listener = (event: Event) => {
          result = event.defaultPrevented;
          event.preventDefault(); // jsdom cannot navigate
        };
        document.addEventListener('click', listener);
        link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
        document.removeEventListener('click', listener);
        return result;
      };
      expect(prevented(screen.getByRole('link', { name: 'a doc' }))).toBe(true);
      expect(prevented(plain)).toBe(false);
    });
  });

  describe('given math with inline styles', () => {
    it('should pass the styles to React as objects and render MathML and a stylesheet link', () => {
      const { container } = renderWithProviders(
        <DocContent
          body={[
            ['link', { rel: 'stylesheet', href: '/doc/assets/content/katex.Ab12Cd34.css', precedence: 'default' }],
            ['span', { className: 'katex' }, ['span', { className: 'katex-mathml' }, ['math', null, ['mi', null, 'x']]], ['span', { className: 'strut', style: 'height:0.68em;vertical-align:-0.2em' }]],
          ]}
        />,
      );
      const strut = container.querySelector('.strut') as HTMLElement;
      expect(strut.style.height).toBe('0.68em');
      expect(strut.style.verticalAlign).toBe('-0.2em');
      expect(container.querySelector('math mi')?.textContent).toBe('x');
      expect(document.querySelector('link[rel="stylesheet"][href="/doc/assets/content/katex.Ab12Cd34.css"]')).not.toBeNull();
    });
  });
});
