/**
 * A folder's category file (`_category_.json`, `_category_.yml` or `.yaml`), as Docusaurus sites
 * write it: the category's label, place, collapsing, class, custom props and link. Validated with
 * zod; every problem is reported at its line with the key path, the value and what is allowed.
 */
import { yaml } from '../lazy-modules.js';
import { z } from 'zod';
import { SLUG_HINT } from '../plugins/frontmatter.js';
import { issueMessages } from '../validation.js';
import { positionOf, yamlPosition, type FilePosition } from './file-positions.js';
import { slugSchema } from './sidebars-config.js';

/** A category file, validated. */
export interface CategoryMeta {
  readonly label?: string;
  readonly position?: number;
  readonly collapsed?: boolean;
  readonly collapsible?: boolean;
  readonly className?: string;
  readonly customProps?: { readonly [key: string]: z.core.util.JSONType };
  readonly key?: string;
  readonly description?: string;
  /** `null`: the category links nowhere, even when the folder has an index doc. */
  readonly link?:
    | { readonly type: 'doc'; readonly id: string }
    | { readonly type: 'generated-index'; readonly title?: string; readonly description?: string; readonly slug?: string; readonly keywords?: readonly string[]; readonly image?: string }
    | null;
}

const categorySchema = z.strictObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  customProps: z.record(z.string(), z.json()).optional(),
  key: z.string().min(1).optional(),
  description: z.string().optional(),
  link: z
    .discriminatedUnion('type', [
      z.strictObject({ type: z.literal('doc'), id: z.string().min(1) }),
      z.strictObject({
        type: z.literal('generated-index'),
        title: z.string().optional(),
        description: z.string().optional(),
        slug: slugSchema.optional(),
        keywords: z.array(z.string()).optional(),
        image: z.string().optional(),
      }),
    ])
    .nullable()
    .optional(),
});

/** A problem in a category file, at its place. */
export interface CategoryProblem extends FilePosition {
  readonly message: string;
  readonly hint: string;
}

const HINT = 'Write it like {"label": "Guides", "position": 2, "link": {"type": "generated-index"}}.';

/** Reads and validates a category file's text (`fileName` tells JSON from YAML). */
export function parseCategoryFile(text: string, fileName: string): { readonly meta?: CategoryMeta; readonly problems: readonly CategoryProblem[] } {
  let value: unknown;
  try {
    value = fileName.endsWith('.json') ? JSON.parse(text) : yaml().parse(text);
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? '';
    // YAML errors carry their place; JSON.parse's message names the character offset.
    const yamlAt = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    const offset = /position (\d+)/.exec(message)?.[1];
    const at = yamlAt ? { line: yamlAt.line, column: yamlAt.col } : offset ? positionOf(text, Number(offset)) : { line: 1, column: 1 };
    return { problems: [{ ...at, message: `Invalid ${fileName}: ${message}`, hint: HINT }] };
  }
  // An empty YAML file is an empty category file.
  const parsed = categorySchema.safeParse(value ?? {});
  if (parsed.success) return { meta: parsed.data as CategoryMeta, problems: [] };
  return {
    problems: issueMessages(parsed.error.issues, value, categorySchema, { root: 'the file' }).map(({ path, text: problem, key }) => ({
      ...yamlPosition(text, path, key),
      message: `Invalid ${fileName}: ${problem}`,
      hint: path.includes('slug') ? SLUG_HINT : HINT,
    })),
  };
}
