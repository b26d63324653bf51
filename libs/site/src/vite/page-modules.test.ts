import { describe, expect, it } from 'vitest';
import { pageModulesOf } from './page-modules.js';

describe('pageModulesOf', () => {
  it('should list each module the docs name once, without the export', () => {
    const docs = [
      { components: { Chart: 'src/Chart.tsx#default', Pill: 'src/widgets.tsx#Pill' } },
      {},
      { components: { Chart: 'src/Chart.tsx#default', DocCardList: '@hpcdocs/theme/page-components#DocCardList' } },
    ];
    expect(pageModulesOf(docs)).toEqual(['@hpcdocs/theme/page-components', 'src/Chart.tsx', 'src/widgets.tsx']);
  });
});
