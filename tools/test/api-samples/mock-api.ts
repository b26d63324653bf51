/**
 * A small stand-in for the platform's API on 127.0.0.1, so the docs' API samples can be run as
 * written. It follows the API reference where the reference says something (JSON over POST, the
 * `AccessToken` cookie, a one-day token from `/user/login`, errors as a `message` string) and picks
 * one plausible behaviour where it does not (the HTTP statuses, the reply to an expired token).
 * Time is a clock the caller owns, so a test can let a day pass in a second.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Instance states the mock moves through (names from the List Instances reference). */
export type InstanceStatus = 'Running' | 'Stopped' | 'Released' | 'StartingFailed';

export interface MockInstance {
  readonly instanceId: string;
  readonly instanceName: string;
  status: InstanceStatus;
}

export interface MockApiOptions {
  readonly username: string;
  readonly password: string;
  /** Seconds a token lives: the login reply's `accessExpire` (86400, one day, on the platform). */
  readonly accessExpire?: number;
  /** Seconds on the caller's clock; token expiry is measured on it. */
  readonly now: () => number;
  /** Paths that answer 404 with a JSON body that has no `message`, as a path the server lacks may. */
  readonly missingPaths?: readonly string[];
  /** How a failed login answers: an error status with a `message`, or 200 with a `message`. */
  readonly loginFailure?: 'error-status' | 'ok-status';
  /** The status an instance launched with `/instance/create` reaches (it starts at once). */
  readonly launchedStatus?: InstanceStatus;
}

/** One call the mock answered, for the test to read back. */
export interface MockCall {
  readonly path: string;
  readonly status: number;
  readonly message?: string;
}

type Reply = readonly [status: number, body: unknown];

export class MockApi {
  readonly instances = new Map<string, MockInstance>();
  readonly calls: MockCall[] = [];
  private readonly tokens = new Map<string, number>();
  private readonly server: Server;
  private issued = 0;
  private launched = 0;

  constructor(private readonly options: MockApiOptions) {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  /** Adds an instance (running, unless told otherwise) and returns it. */
  addInstance(instanceId: string, instanceName = 'my-instance', status: InstanceStatus = 'Running'): MockInstance {
    const instance: MockInstance = { instanceId, instanceName, status };
    this.instances.set(instanceId, instance);
    return instance;
  }

  /** Issues a token now, as a login at this moment would. */
  issueToken(): string {
    const token = `mock-token-${++this.issued}`;
    this.tokens.set(token, this.options.now() + (this.options.accessExpire ?? 86_400));
    return token;
  }

  /** Listens on a free port of 127.0.0.1; resolves to the API base URL (`http://127.0.0.1:port/api`). */
  async start(): Promise<string> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((done) => this.server.close(() => done()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').replace(/^\/api/, '').split('?')[0] ?? '';
    const [status, body] = this.answer(req, path, Buffer.concat(chunks).toString('utf8'));
    const message = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : undefined;
    this.calls.push({ path, status, ...(message === undefined ? {} : { message }) });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private answer(req: IncomingMessage, path: string, text: string): Reply {
    if (this.options.missingPaths?.includes(path)) return [404, { code: 404, error: 'Not Found' }];
    if (req.method !== 'POST') return [405, { message: 'method not allowed' }];
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return [415, { message: 'content-type must be application/json' }];
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return [400, { message: 'request body is not JSON' }];
    }
    if (path === '/user/login') return this.login(body);
    const denied = this.checkToken(req.headers.cookie ?? '');
    if (denied) return denied;
    if (path === '/instance/list') return this.list(body);
    if (path === '/instance/create') return this.create(body);
    const change = { '/instance/stop': 'Stopped', '/instance/start': 'Running', '/instance/terminate': 'Released', '/instance/delete': 'Released' } as const;
    if (path in change) return this.setStatus(body, change[path as keyof typeof change]);
    return [404, { code: 404, error: 'Not Found' }];
  }

  private login(body: Record<string, unknown>): Reply {
    if (body['username'] === this.options.username && body['password'] === this.options.password) {
      return [200, { accessToken: this.issueToken(), accessExpire: this.options.accessExpire ?? 86_400 }];
    }
    return [this.options.loginFailure === 'ok-status' ? 200 : 401, { message: 'invalid username or password' }];
  }

  private checkToken(cookieHeader: string): Reply | undefined {
    const token = /(?:^|;\s*)AccessToken=([^;]*)/.exec(cookieHeader)?.[1];
    const expires = token === undefined ? undefined : this.tokens.get(token);
    if (expires === undefined) return [401, { message: 'invalid token' }];
    if (this.options.now() >= expires) return [401, { message: 'token expired' }];
    return undefined;
  }

  private list(body: Record<string, unknown>): Reply {
    const pager = body['pager'] as { currentPage?: unknown; pageSize?: unknown } | undefined;
    if (typeof pager?.currentPage !== 'number' || typeof pager.pageSize !== 'number') return [500, { message: 'pager is required' }];
    const all = [...this.instances.values()];
    const page = all.slice((pager.currentPage - 1) * pager.pageSize, pager.currentPage * pager.pageSize);
    const instances = page.map((i) => ({ instanceMetadata: { instanceId: i.instanceId, instanceName: i.instanceName }, instanceRuntimeInfo: { status: i.status } }));
    return [200, { instances, pager: { currentPage: pager.currentPage, pageSize: pager.pageSize, totalEntries: all.length } }];
  }

  private create(body: Record<string, unknown>): Reply {
    if (typeof body['name'] !== 'string') return [200, { message: 'name is required' }];
    const instanceId = `notebook-00000000-0000-4000-8000-${String(++this.launched).padStart(12, '0')}`;
    this.addInstance(instanceId, body['name'], this.options.launchedStatus ?? 'Running');
    return [200, {}];
  }

  private setStatus(body: Record<string, unknown>, status: InstanceStatus): Reply {
    const instance = this.instances.get(String(body['instanceId']));
    if (!instance || instance.status === 'Released') return [200, { message: 'ent: instance not found' }];
    instance.status = status;
    return [200, { instanceId: instance.instanceId }];
  }
}
