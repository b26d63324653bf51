/**
 * `@docusaurus/Translate` for a site's own components: the message in the page's locale, with its
 * `{placeholders}` filled from `values` (text, or elements for `<Translate>`). As in Docusaurus the
 * message is looked up by its id in the locale's `code.json` (given by the entries, see
 * {@link setCodeTranslations}); without a translation it is shown as written.
 */
import { Fragment, type ReactNode } from 'react';

type Values = Readonly<Record<string, ReactNode>>;

/** The locale's messages by id: one set per page (the app of one locale), so a module's own. */
let messages: Readonly<Record<string, string>> = {};

/** Gives the messages of the page's locale (site data `codeTranslations`); called by the client and server entries. */
export function setCodeTranslations(translations: Readonly<Record<string, string>> | undefined): void {
  messages = translations ?? {};
}

/** The message of `id` in the page's locale, else `message`, else the id. */
const lookUp = (id: string | undefined, message: string | undefined): string => (id !== undefined && Object.hasOwn(messages, id) ? (messages[id] as string) : (message ?? id ?? ''));

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
  const text = lookUp(id, message);
  return values ? text.replace(/\{(\w+)\}/g, (all, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : all)) : text;
}

/** `<Translate id values>message</Translate>`: the message, its placeholders filled. */
export default function Translate({ children, id, values }: { readonly children?: string; readonly id?: string; readonly description?: string; readonly values?: Values }): ReactNode {
  return <>{interpolate(lookUp(id, children), values)}</>;
}
