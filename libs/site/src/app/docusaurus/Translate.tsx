/**
 * `@docusaurus/Translate` for a site's own components: the message in the site's one language, with
 * its `{placeholders}` filled from `values` (text, or elements for `<Translate>`). Docusaurus looks
 * the message up by its id in the locale's `code.json`; a site built in one language shows the
 * message as written, as Docusaurus does for its default locale.
 */
import { Fragment, type ReactNode } from 'react';

type Values = Readonly<Record<string, ReactNode>>;

/** `message` with each `{name}` that `values` has replaced by its value; other braces stay as written. */
function interpolate(message: string, values: Values | undefined): ReactNode[] {
  if (!values) return [message];
  return message.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && Object.hasOwn(values, name) ? <Fragment key={i}>{values[name]}</Fragment> : part;
  });
}

/** `translate({ message, id, description }, values)`: the message as text. */
export function translate({ message, id }: { readonly message?: string; readonly id?: string; readonly description?: string }, values?: Readonly<Record<string, string | number>>): string {
  const text = message ?? id ?? '';
  return values ? text.replace(/\{(\w+)\}/g, (all, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : all)) : text;
}

/** `<Translate id values>message</Translate>`: the message, its placeholders filled. */
export default function Translate({ children, id, values }: { readonly children?: string; readonly id?: string; readonly description?: string; readonly values?: Values }): ReactNode {
  return <>{interpolate(children ?? id ?? '', values)}</>;
}
