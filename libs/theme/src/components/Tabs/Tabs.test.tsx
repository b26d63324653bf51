import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/render.tsx';
import { TabItem, Tabs } from './Tabs.js';

function Example({ groupId }: { readonly groupId?: string }) {
  return (
    <Tabs {...(groupId ? { groupId } : {})}>
      <TabItem value="curl" label="curl">
        curl panel
      </TabItem>
      <TabItem value="python" label="Python" default>
        Python panel
      </TabItem>
      <TabItem value="go" label="Go">
        Go panel
      </TabItem>
    </Tabs>
  );
}

const tab = (name: string) => screen.getAllByRole('tab', { name })[0] as HTMLElement;
const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);

describe('Tabs', () => {
  describe('given a tab marked default', () => {
    it('should select it and show only its panel', () => {
      render(<Example />);
      expect(selected()).toEqual(['Python']);
      expect(screen.getByRole('tabpanel').textContent).toBe('Python panel');
      expect(tab('Python').tabIndex).toBe(0);
      expect(tab('curl').tabIndex).toBe(-1);
    });
  });

  describe('when arrow keys are pressed on the selected tab', () => {
    it('should move selection and focus, wrapping at the ends', () => {
      render(<Example />);
      act(() => tab('Python').focus());
      fireEvent.keyDown(tab('Python'), { key: 'ArrowRight' });
      expect(selected()).toEqual(['Go']);
      expect(document.activeElement).toBe(tab('Go'));
      fireEvent.keyDown(tab('Go'), { key: 'ArrowRight' });
      expect(selected()).toEqual(['curl']);
      fireEvent.keyDown(tab('curl'), { key: 'ArrowLeft' });
      expect(selected()).toEqual(['Go']);
      expect(document.activeElement).toBe(tab('Go'));
    });

    it('should jump to the first and last tab with Home and End', () => {
      render(<Example />);
      fireEvent.keyDown(tab('Python'), { key: 'End' });
      expect(selected()).toEqual(['Go']);
      fireEvent.keyDown(tab('Go'), { key: 'Home' });
      expect(selected()).toEqual(['curl']);
    });

    it('should ignore other keys', () => {
      render(<Example />);
      fireEvent.keyDown(tab('Python'), { key: 'a' });
      expect(selected()).toEqual(['Python']);
    });
  });

  describe('given two tab sets with the same groupId', () => {
    it('should switch together', () => {
      render(
        <>
          <Example groupId="lang" />
          <Example groupId="lang" />
        </>,
      );
      fireEvent.click(tab('Go'));
      expect(selected()).toEqual(['Go', 'Go']);
    });
  });

  describe('given a values prop, as Docusaurus sites write it', () => {
    const values = [
      { value: 'mac', label: 'macOS', attributes: { className: 'tab-mac', 'data-os': 'mac' } },
      { value: 'win', label: 'Windows' },
      { value: 'linux', label: 'Linux' },
    ];

    it('should take the tabs order and labels from it, not from the children', () => {
      render(
        <Tabs values={values}>
          <TabItem value="linux">Linux panel</TabItem>
          <TabItem value="win">Windows panel</TabItem>
          <TabItem value="mac">macOS panel</TabItem>
        </Tabs>,
      );
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['macOS', 'Windows', 'Linux']);
      expect(selected()).toEqual(['macOS']);
      expect(screen.getByRole('tabpanel').textContent).toBe('macOS panel');
      expect(tab('macOS').className).toContain('tab-mac');
      expect(tab('macOS').getAttribute('data-os')).toBe('mac');
      fireEvent.keyDown(tab('macOS'), { key: 'ArrowRight' });
      expect(screen.getByRole('tabpanel').textContent).toBe('Windows panel');
    });

    it('should select its defaultValue, and the first tab for a defaultValue of null', () => {
      const { unmount } = render(
        <Tabs values={values} defaultValue="linux">
          <TabItem value="mac">macOS panel</TabItem>
          <TabItem value="linux">Linux panel</TabItem>
        </Tabs>,
      );
      expect(selected()).toEqual(['Linux']);
      unmount();
      render(
        <Tabs values={values} defaultValue={null}>
          <TabItem value="mac">macOS panel</TabItem>
        </Tabs>,
      );
      expect(selected()).toEqual(['macOS']);
    });
  });

  describe('given lazy', () => {
    it('should render only the selected panel', () => {
      render(
        <Tabs lazy>
          <TabItem value="a">A panel</TabItem>
          <TabItem value="b">B panel</TabItem>
        </Tabs>,
      );
      expect(screen.queryByText('B panel')).toBeNull();
      fireEvent.click(tab('b'));
      expect(screen.queryByText('A panel')).toBeNull();
      expect(screen.getByText('B panel')).toBeTruthy();
    });
  });

  describe('given queryString', () => {
    it('should select the tab the URL names and put the chosen one in the URL', () => {
      window.history.replaceState(null, '', '/doc/docs/page?os=win#install');
      try {
        render(
          <Tabs queryString="os">
            <TabItem value="mac">macOS panel</TabItem>
            <TabItem value="win">Windows panel</TabItem>
          </Tabs>,
        );
        expect(selected()).toEqual(['win']);
        fireEvent.click(tab('mac'));
        expect(window.location.search).toBe('?os=mac');
        expect(window.location.hash).toBe('#install');
      } finally {
        window.history.replaceState(null, '', '/');
      }
    });
  });

  it('should have no axe violations', async () => {
    const { container } = render(<Example />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
