import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render.tsx';
import { DocCardList } from './DocCardList.js';

describe('DocCardList', () => {
  describe('given docs and categories', () => {
    it('should render a card per item: a link named after its label, with the description or the size', async () => {
      const { container } = renderWithProviders(
        <DocCardList
          className="compact"
          items={[
            { type: 'link', label: 'Install', href: '/doc/docs/install', description: 'Install the CLI.' },
            { type: 'category', label: 'Tuning', href: '/doc/docs/tuning/', count: 2 },
            { type: 'link', label: 'Blog', href: 'https://example.com/blog' },
          ]}
        />,
      );
      const cards = screen.getAllByRole('listitem');
      expect(cards.map((card) => card.textContent)).toEqual(['📄️ InstallInstall the CLI.', '🗃️ Tuning2 items', '🔗 Blog']);
      expect(within(cards[0] as HTMLElement).getByRole('link').getAttribute('href')).toBe('/doc/docs/install');
      expect(screen.getByRole('heading', { level: 2, name: 'Tuning' })).toBeTruthy();
      expect(within(cards[2] as HTMLElement).getByRole('link').getAttribute('rel')).toBe('noopener noreferrer');
      expect(container.querySelector('ul')?.className).toMatch(/ compact$/);
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});
