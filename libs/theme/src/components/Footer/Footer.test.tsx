import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProviders as TestProviders } from '../../testing/providers.js';
import { Footer } from './Footer.js';

describe('given the footer', () => {
  it('should render nothing when it is not configured', () => {
    const { container } = render(<TestProviders><Footer /></TestProviders>);
    expect(container.querySelector('footer')).toBeNull();
  });
  it('should render the configured columns and copyright', () => {
    const { container, getByText } = render(
      <TestProviders>
        <Footer config={{ links: [{ title: 'Docs', items: [{ label: 'Quickstart', to: '/doc/docs/quickstart/' }] }], copyright: '© HPC-AI' }} />
      </TestProviders>,
    );
    expect(container.querySelector('footer')).not.toBeNull();
    expect(getByText('Quickstart').getAttribute('href')).toBe('/doc/docs/quickstart/');
    expect(getByText('© HPC-AI')).toBeTruthy();
  });
  it("should render links without columns as one row, as Docusaurus' simple footer, with no empty columns", () => {
    const { container, getByRole } = render(
      <TestProviders>
        <Footer config={{ links: [{ label: 'Docs', to: '/doc/docs/' }, { label: 'Status', href: 'https://status.example.com' }, { label: 'Docs', to: '/doc/docs/' }] }} />
      </TestProviders>,
    );
    const row = getByRole('navigation', { name: 'Footer' });
    expect([...row.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Docs', '/doc/docs/'],
      ['Status', 'https://status.example.com'],
      ['Docs', '/doc/docs/'],
    ]);
    expect(container.querySelectorAll('footer p')).toHaveLength(0);
  });
  it('should render a copyright given as markup (sanitized by the build) in place of the text', () => {
    const { getByRole } = render(
      <TestProviders>
        <Footer config={{ copyright: 'x', copyrightBody: ['Site content is licensed ', ['a', { href: 'https://creativecommons.org/licenses/by-nd/4.0/' }, 'CC-BY-ND-4.0']] }} />
      </TestProviders>,
    );
    expect(getByRole('link', { name: 'CC-BY-ND-4.0' }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by-nd/4.0/');
  });
});
