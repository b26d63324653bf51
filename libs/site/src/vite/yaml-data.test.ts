import { describe, expect, it } from 'vitest';
import { yamlData } from './yaml-data.js';

type Transform = (this: { error: (e: unknown) => never }, code: string, id: string) => { code: string } | undefined;
const transform = yamlData().transform as unknown as Transform;
const context = {
  error(e: unknown): never {
    throw Object.assign(new Error('reported'), { reported: e });
  },
};
/** The module a YAML file becomes, evaluated. */
async function load(yaml: string): Promise<Record<string, unknown>> {
  const out = transform.call(context, yaml, '/site/data/models.yaml');
  return (await import(`data:text/javascript,${encodeURIComponent(out?.code ?? '')}`)) as Record<string, unknown>;
}

describe('given a YAML file the site imports', () => {
  it('should give the document as the default export and its top-level keys as named ones', async () => {
    const module = await load('edgeTPU:\n  models: [mobiledet, yolov9]\n2fast: true\ndefault: x\n');
    expect(module['default']).toEqual({ edgeTPU: { models: ['mobiledet', 'yolov9'] }, '2fast': true, default: 'x' });
    expect(module['edgeTPU']).toEqual({ models: ['mobiledet', 'yolov9'] });
    expect(Object.keys(module).sort()).toEqual(['default', 'edgeTPU']);
  });

  it('should fail the build at the line of a YAML error, and leave other files and packages alone', () => {
    let reported: { message: string; loc?: { line: number } } | undefined;
    try {
      transform.call(context, 'a: [1, 2\nb: c\n', '/site/data/broken.yml');
    } catch (error) {
      reported = (error as { reported: typeof reported }).reported;
    }
    expect(reported?.message).toMatch(/^is not valid YAML: /);
    expect(reported?.loc?.line).toBeGreaterThan(0);
    expect(transform.call(context, 'a: 1\n', '/site/node_modules/pkg/x.yaml')).toBeUndefined();
    expect(transform.call(context, 'export default 1;', '/site/src/x.ts')).toBeUndefined();
  });
});
