import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { useBaseUrl, useRouteState } from './context.js';
import { RouterProvider } from './RouterProvider.js';

// Storybook renders every story inside the theme's providers (libs/theme/.storybook/decorators.tsx),
// whose router (in memory) shows the path a story asks for with `parameters.theme`.

/** What a component below the router reads: React Router's location and navigation state, and the page the route's loader gave. */
function RouterReadout(): ReactNode {
  const baseUrl = useBaseUrl();
  const { pathname } = useLocation();
  const { route } = useRouteState();
  const navigation = useNavigation();
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', font: '14px/1.5 var(--hpc-font-sans, system-ui)' }}>
      <dt>Base URL</dt>
      <dd style={{ margin: 0 }}>
        <code>{baseUrl}</code>
      </dd>
      <dt>Path</dt>
      <dd style={{ margin: 0 }} data-testid="path">
        <code>{pathname}</code>
      </dd>
      <dt>Route</dt>
      <dd style={{ margin: 0 }} data-testid="route">
        {route ? `${route.component ?? 'redirect'}: ${route.title}` : 'none (the not-found page)'}
      </dd>
      <dt>Navigation</dt>
      <dd style={{ margin: 0 }}>{navigation.state === 'idle' ? 'idle' : 'waiting for page data'}</dd>
    </dl>
  );
}

const meta = {
  title: 'Router/RouterProvider',
  component: RouterProvider,
  render: () => <RouterReadout />,
} satisfies Meta<typeof RouterProvider>;

export default meta;
type Story = Omit<StoryObj<typeof meta>, 'args'>;

/** A doc route, as a prerendered page starts: the route and its data come from the server render. */
export const DocRoute: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('path')).toHaveTextContent('/doc/docs/quickstart/');
    await expect(canvas.getByTestId('route')).toHaveTextContent('DocPage: Fixture page');
  },
};

/** A path with no route: the theme renders the not-found page. */
export const NoRoute: Story = {
  parameters: { theme: { pathname: '/doc/docs/nowhere', notFound: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('path')).toHaveTextContent('/doc/docs/nowhere');
    await expect(canvas.getByTestId('route')).toHaveTextContent('none (the not-found page)');
  },
};
