import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteConfigProvider } from '../contexts/SiteConfig.js';
import { BlogByline } from '../components/Blog/BlogByline.js';
import type { SiteConfig } from '../config.js';

const site = (currentLocale?: string): SiteConfig => ({
  title: 'Docs',
  url: 'https://docs.example.com',
  baseUrl: '/',
  navbar: { items: [] },
  ...(currentLocale
    ? {
        i18n: {
          currentLocale,
          locales: [
            { locale: 'en', label: 'English', baseUrl: '/', htmlLang: 'en', direction: 'ltr' as const },
            { locale: 'fr', label: 'Français', baseUrl: '/fr/', htmlLang: 'fr-FR', direction: 'ltr' as const },
          ],
        },
      }
    : {}),
});

describe('dates of a post', () => {
  it("are written in the page's language: the current locale's, English without locales", () => {
    const { unmount } = render(
      <SiteConfigProvider config={site('fr')}>
        <BlogByline date="2024-05-01" authors={[]} />
      </SiteConfigProvider>,
    );
    expect(screen.getByText('1 mai 2024').getAttribute('dateTime')).toBe('2024-05-01');
    unmount();
    render(
      <SiteConfigProvider config={site()}>
        <BlogByline date="2024-05-01" authors={[]} />
      </SiteConfigProvider>,
    );
    expect(screen.getByText('May 1, 2024')).toBeTruthy();
  });
});
