import '../src/styles/tokens.css';
import type { Preview } from '@storybook/react-vite';
import { withThemeProviders } from './decorators.tsx';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withThemeProviders],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The site's two layouts: desktop from 996 px, mobile below. A story that depends on one sets
    // `globals: { viewport: { value: 'desktop' } }` (or 'phone'): the Storybook manager's own
    // panels leave its preview narrower than the desktop breakpoint on a 1280 px screen.
    viewport: {
      options: {
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
