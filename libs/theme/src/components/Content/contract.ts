/**
 * The theme's side of the content-component contract (`CONTENT_COMPONENTS` in
 * `@hpcdocs/content-pipeline/schema`): a table of built-in components passes through
 * {@link byContract}, which makes it a type error for a component to take props the JSON does not
 * carry, or to leave out one it does (a prop the pipeline emits and the theme would drop).
 */
import type { ComponentType, ReactNode } from 'react';
import type { ContentComponentName, ContentComponentProps } from '@hpcdocs/content-pipeline/schema';

/** What the theme's component for the built-in `N` receives: the contract's props and children. */
export type BuiltinProps<N extends ContentComponentName> = ContentComponentProps<N> & { readonly children?: ReactNode };

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** Contract props of `N` that component `C` does not declare. */
type Ignored<N extends ContentComponentName, C> = Exclude<keyof ContentComponentProps<N>, keyof PropsOf<C>>;

/** `T` with each built-in's entry replaced by an explanation when it breaks the contract. */
export type ContractChecked<T> = {
  readonly [N in keyof T]: N extends ContentComponentName
    ? [Ignored<N, T[N]>] extends [never]
      ? T[N] extends ComponentType<BuiltinProps<N>>
        ? T[N]
        : 'needs props the content contract does not give it'
      : `ignores the content contract's prop "${Ignored<N, T[N]> & string}"`
    : T[N];
};

/** Identity that type-checks a table of built-in components against the content contract. */
export function byContract<const T extends object>(table: T & ContractChecked<T>): T {
  return table;
}
