import { describe, expect, it } from 'vitest';
import { nginxRedirects } from './nginx-redirects.js';

const page = (path: string) => ({ path, title: path });
const redirect = (path: string, to: string) => ({ path, to, title: to });

describe('given the routes of a site', () => {
  it('should answer each old path, with and without its trailing slash, with a 301 that keeps the query', () => {
    const rules = nginxRedirects([page('/doc/docs/quickstart/'), redirect('/doc/docs', '/doc/docs/quickstart/')]).split('\n');
    expect(rules).toContain('location = "/doc/docs" { return 301 "/doc/docs/quickstart/$is_args$args"; }');
    expect(rules).toContain('location = "/doc/docs/" { return 301 "/doc/docs/quickstart/$is_args$args"; }');
    expect(rules[0]).toMatch(/^# /);
  });

  it('should leave the slash form to a page that has it, and send a target with its own query or fragment as it is', () => {
    const rules = nginxRedirects([page('/doc/old/'), redirect('/doc/old', '/doc/new#setup'), page('/doc/new')]);
    expect(rules).toContain('location = "/doc/old" { return 301 "/doc/new#setup"; }');
    expect(rules).not.toContain('"/doc/old/"');
  });

  it('should write no rule for a path nginx would read otherwise (quotes, $, spaces, braces, percent signs): its page still redirects', () => {
    const odd = ['/doc/a"b', '/doc/a$b', '/doc/a b', '/doc/a{b}', '/doc/a;b', '/doc/a%20b', '/doc/文档'];
    const rules = nginxRedirects([page('/doc/x'), ...odd.map((path) => redirect(path, '/doc/x')), redirect('/doc/y', '/doc/x"; return 200 "pwned')]);
    expect(rules.trim().split('\n')).toHaveLength(1);
  });
});
