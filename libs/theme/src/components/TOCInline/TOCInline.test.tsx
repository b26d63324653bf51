import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/render.tsx';
import { TOCInline } from './TOCInline.js';

const toc = [
  { id: 'a', value: 'A', level: 2 },
  { id: 'a-1', value: 'A.1', level: 3 },
  { id: 'a-1-x', value: 'A.1.x', level: 4 },
  { id: 'b', value: 'B', level: 2 },
];

describe('TOCInline', () => {
  describe('given headings of several levels', () => {
    it('should list levels 2-3 as nested lists of links to the headings', async () => {
      const { container } = render(<TOCInline toc={toc} />);
      expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#a', '#a-1', '#b']);
      expect(container.querySelectorAll('ul ul')).toHaveLength(1);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should follow minHeadingLevel and maxHeadingLevel', () => {
      render(<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />);
      expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['A.1', 'A.1.x']);
    });
  });

  describe('given no heading in range', () => {
    it('should render nothing', () => {
      const { container } = render(<TOCInline toc={toc} minHeadingLevel={5} />);
      expect(container.innerHTML).toBe('');
    });
  });
});
