/**
 * Runs every Storybook story of the UI (the theme's, the search UI's and the router's) as a test:
 * render it with the Storybook preview's decorators, run its play function, then check the page
 * with axe, so a story's interactions and accessibility break the build, not just the docs.
 * Story files are found by glob, so a new story is tested without touching this file.
 *
 * A story may switch off named axe rules with Storybook's a11y parameter
 * (`parameters.a11y.config.rules: [{ id, enabled: false }]`); only "all states" collages do, for
 * rules about landmarks they repeat by design (two navbars side by side are two banners).
 */
import { composeStories, setProjectAnnotations, type ReactRenderer } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.ts';

type StoryModule = Parameters<typeof composeStories>[0];

interface A11yParameters {
  readonly config?: { readonly rules?: readonly { readonly id: string; readonly enabled: boolean }[] };
}

const themeStories = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });
const searchStories = import.meta.glob<StoryModule>('../../search/src/**/*.stories.tsx', { eager: true });
const routerStories = import.meta.glob<StoryModule>('../../router/src/**/*.stories.tsx', { eager: true });
const siteStories = import.meta.glob<StoryModule>('../../site/src/app/**/*.stories.tsx', { eager: true });

setProjectAnnotations(preview);

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

/** Violations in the whole document (stories may portal), as rule id and failing nodes. */
async function violations(a11y: A11yParameters | undefined): Promise<{ id: string; nodes: string[] }[]> {
  const rules: Record<string, { enabled: boolean }> = { region: { enabled: false } };
  for (const rule of a11y?.config?.rules ?? []) rules[rule.id] = { enabled: rule.enabled };
  const result = await axe.run(document.body, { rules });
  return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html) }));
}

function describeStories(files: Record<string, StoryModule>, requireAllStates: boolean): void {
  describe.each(Object.entries(files))('given the stories of %s', (_file, module) => {
    const stories = Object.entries(composeStories(module)) as [string, ComposedStoryFn<ReactRenderer>][];
    if (requireAllStates) {
      it('should have an "all states" story for visual review', () => {
        expect(stories.map(([name]) => name)).toContain('AllStates');
      });
    }
    it.each(stories)('story %s should render, pass its play function and have no axe violations', async (_name, Story) => {
      await Story.run();
      expect(await violations(Story.parameters['a11y'] as A11yParameters | undefined)).toEqual([]);
    });
  });
}

describe('theme stories', () => {
  it('should find the story files', () => {
    expect(Object.keys(themeStories).length).toBeGreaterThanOrEqual(20);
  });
  describeStories(themeStories, true);
});

// The search UI's, the router's and the site's stories (libs/search, libs/router, libs/site) are part of the same
// Storybook; their "all states" stories are those libs' business, so only rendering, play and axe
// are checked here.
describeStories(searchStories, false);
describe('router stories', () => {
  it('should find the story files', () => {
    expect(Object.keys(routerStories).length).toBeGreaterThanOrEqual(2);
  });
  describeStories(routerStories, false);
});
describe('site stories', () => {
  it('should find the story files', () => {
    expect(Object.keys(siteStories).length).toBeGreaterThanOrEqual(1);
  });
  describeStories(siteStories, false);
});
