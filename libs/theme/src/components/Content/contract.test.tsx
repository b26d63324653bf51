import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CONTENT_COMPONENTS } from '@hpcdocs/content-pipeline/schema';
import { Mermaid } from '../../mermaid.js';
import { pageContentComponents } from '../../page-components.js';
import { contractComponents } from './components.js';
import { byContract } from './contract.js';

describe('the content-component contract', () => {
  it('should have every built-in rendered by the theme: up front, or per page when the contract says so', () => {
    const eager = Object.keys(contractComponents).sort();
    // The diagram component has an entry of its own (see mermaid.ts), checked here like the others.
    const perPage = Object.keys({ ...pageContentComponents, ...byContract({ Mermaid }) }).sort();
    const names = Object.entries(CONTENT_COMPONENTS);
    expect(eager).toEqual(names.filter(([, spec]) => !spec.perPage).map(([name]) => name).sort());
    expect(perPage).toEqual(names.filter(([, spec]) => spec.perPage).map(([name]) => name).sort());
  });

  it('should make a component that drops a contract prop, or needs one the JSON lacks, a type error', () => {
    // A TabItem without className: the pipeline passes className, this component would drop it.
    const DropsClassName = ({ children }: { readonly value: string; readonly label?: string; readonly default?: boolean; readonly children?: ReactNode }) => <>{children}</>;
    // @ts-expect-error -- ignores the contract's prop "className"
    byContract({ TabItem: DropsClassName });
    // A Details that requires a prop the JSON does not always carry.
    const NeedsSummary = ({ summary }: { readonly summary: string; readonly open?: boolean; readonly className?: string }) => <p>{summary}</p>;
    // @ts-expect-error -- needs props the content contract does not give it
    byContract({ Details: NeedsSummary });
    // Names outside the contract are not checked (a site's own components).
    expect(Object.keys(byContract({ Chart: () => null }))).toEqual(['Chart']);
  });
});
