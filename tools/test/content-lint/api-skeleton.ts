/** The one skeleton every API call page follows, so readers find each part in the same place. */
import type { DocJson, HNode } from '@hpcdocs/content-pipeline/schema';
import { collectElements, textOf } from './hast.ts';

/** The h2 sections, in this order. */
export const API_H2 = ['Authorization', 'Request Body', 'Example Request', 'Examples', 'Responses'] as const;
/** The h3 sections the Responses section must hold. */
export const API_RESPONSE_H3 = ['Success Response', 'Error Response'] as const;

/** What a page lacks against the skeleton; an empty list when it follows it. */
export function apiSkeletonProblems(doc: DocJson): string[] {
  const problems: string[] = [];
  const h2 = doc.toc.filter((t) => t.level === 2).map((t) => t.value);
  const positions = API_H2.map((name) => h2.indexOf(name));
  API_H2.forEach((name, i) => {
    if (positions[i] === -1) problems.push(`missing h2 "${name}"`);
  });
  const present = positions.filter((p) => p >= 0);
  if (present.some((p, i) => i > 0 && p < (present[i - 1] ?? 0))) problems.push(`h2 out of order: ${h2.join(' / ')}`);

  const responsesAt = doc.toc.findIndex((t) => t.level === 2 && t.value === 'Responses');
  const afterResponses = responsesAt >= 0 ? doc.toc.slice(responsesAt + 1) : [];
  const end = afterResponses.findIndex((t) => t.level === 2);
  const responseH3 = (end === -1 ? afterResponses : afterResponses.slice(0, end)).map((t) => t.value);
  for (const name of API_RESPONSE_H3) if (!responseH3.includes(name)) problems.push(`missing h3 "${name}" under Responses`);

  // The call itself on its own line, before the first section: `POST /api/...`.
  const firstH2 = doc.body.findIndex((node) => typeof node !== 'string' && node[0] === 'h2');
  const intro = doc.body.slice(0, firstH2 === -1 ? undefined : firstH2);
  const callLine = intro.some((node) => typeof node !== 'string' && node[0] === 'p' && /^\s*POST \/api\/[\w/]+\s*$/.test(textOf(node.slice(2) as HNode[])));
  if (!callLine) problems.push('no "POST /api/..." line before the first section');

  const tabs = collectElements(doc.body, 'TabItem').map((tab) => String(tab[1]?.['value'] ?? ''));
  for (const value of ['curl', 'python']) if (!tabs.includes(value)) problems.push(`no "${value}" example tab`);
  const languages = collectElements(doc.body, 'CodeBlock').map((block) => String(block[1]?.['language'] ?? ''));
  for (const language of ['json', 'bash', 'python']) if (!languages.includes(language)) problems.push(`no ${language} code block`);
  return problems;
}
