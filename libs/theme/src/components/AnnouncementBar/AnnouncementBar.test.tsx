import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementBar, ANNOUNCEMENT_DISMISS_KEY } from './AnnouncementBar.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('given browser storage that throws', () => {
  it('should show the bar and still close it for this page view', () => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    render(<AnnouncementBar config={{ id: 'one', content: 'News', isCloseable: true }} />);
    expect(screen.getByRole('region', { name: 'Announcement' }).textContent).toContain('News');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('News')).toBeNull();
  });
});

describe('given a closeable announcement bar', () => {
  it('should hide on Close and stay hidden for the same id', () => {
    const { unmount } = render(<AnnouncementBar config={{ id: 'one', content: 'News', isCloseable: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('News')).toBeNull();
    expect(window.localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY)).toBe('one');
    unmount();
    render(<AnnouncementBar config={{ id: 'one', content: 'News', isCloseable: true }} />);
    expect(screen.queryByText('News')).toBeNull();
  });

  it('should show again when the id changes', () => {
    window.localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, 'one');
    render(<AnnouncementBar config={{ id: 'two', content: 'Newer news', isCloseable: true }} />);
    expect(screen.getByText('Newer news')).toBeTruthy();
  });

  it('should offer no Close button when it is not closeable', () => {
    render(<AnnouncementBar config={{ id: 'x', content: 'Fixed', isCloseable: false }} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
