import { describe, expect, it } from 'vitest';
import { moduleKeyOf, pageModulesOf } from './page-modules.js';

describe('pageModulesOf', () => {
  it('should list each module the docs name once, without the export', () => {
    const docs = [
      { components: { Chart: 'src/Chart.tsx#default', Pill: 'src/widgets.tsx#Pill' } },
      {},
      { components: { Chart: 'src/Chart.tsx#default', DocCardList: '@hpcdocs/theme/page-components#DocCardList' } },
    ];
    expect(pageModulesOf(docs)).toEqual(['@hpcdocs/theme/page-components', 'src/Chart.tsx', 'src/widgets.tsx']);
  });

  it("should list each export the docs use of a package, which belongs to the package's module", () => {
    const docs = [{ components: { IconCloud: 'npm:@tabler/icons-react#IconCloud', Slider: 'npm:slider#default' } }, { components: { Wind: 'npm:@tabler/icons-react#IconWind', Cloud: 'npm:@tabler/icons-react#IconCloud' } }];
    const entries = pageModulesOf(docs);
    expect(entries).toEqual(['npm:@tabler/icons-react#IconCloud', 'npm:@tabler/icons-react#IconWind', 'npm:slider#default']);
    expect(entries.map(moduleKeyOf)).toEqual(['npm:@tabler/icons-react', 'npm:@tabler/icons-react', 'npm:slider']);
    expect(moduleKeyOf('src/Chart.tsx')).toBe('src/Chart.tsx');
  });
});
