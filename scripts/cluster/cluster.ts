// A local production-like setup: PostgreSQL, N app instances, HAProxy in front (npm run cluster,
// npm run test:cluster). Each instance is a real server process started as `npm start` starts it: from
// the build (dist/server, built first when it is missing or stale).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createThrowawayDatabase } from '../../server/src/test/test-app';
import { buildServerIfStale, SERVER_NODE_FLAGS, serverBuildStamp } from '../build-server';

export interface ClusterOptions {
  /** Used as it is; unset, a throwaway database is created on ADMIN_DATABASE_URL's server and dropped on close. */
  databaseUrl?: string;
  adminDatabaseUrl?: string;
  instances: number;
  /** HAProxy's port; instances listen on port+1, port+2, ... */
  port: number;
  /** Settings every instance gets on top of the cluster's own. */
  env?: Record<string, string>;
  /** Instance output: 'inherit' to watch it, 'ignore' (default) in tests. */
  output?: 'inherit' | 'ignore';
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  process: ChildProcess | null;
  /** Between a finished start and the next stop: in rotation. */
  serving: boolean;
  start(): Promise<void>;
  /** Sends the signal and waits for the process to exit. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  url: string;
  databaseUrl: string;
  uploadsDir: string;
  instances: Instance[];
  close(): Promise<void>;
}

export const HAPROXY_INSTALL_HINT = 'HAProxy is not installed: sudo apt-get install -y haproxy (Debian/Ubuntu)';

export function haproxyAvailable(): boolean {
  return spawnSync('haproxy', ['-v']).status === 0;
}

/** Polls /readyz until it answers 200. */
export async function waitReady(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await delay(100);
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

/**
 * HAProxy's configuration: /readyz every 500 ms (an instance leaves rotation after two failed checks, within the 3 s drain of SIGTERM), a
 * request that could not reach an instance is sent to another, GETs are retried when an instance
 * died under them (never a POST: it may have been applied), upgraded sockets live an hour, and each
 * request gets an id the instances log (X-Request-Id). Clients never see the instances' keep-alive
 * hint: HAProxy's own idle timeout is the one that counts on their side.
 */
export function haproxyConfig(port: number, instances: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option http-buffer-request',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout tunnel 1h',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 502 503',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  unique-id-format %{+X}o%ci-%cp-%Ts-%rt',
    '  http-request set-header X-Request-Id %[unique-id]',
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    // The instance's "Keep-Alive: timeout=72" is about its hop to HAProxy; passed on, a client keeps an
    // idle connection past HAProxy's 10 s and sends a request just as HAProxy closes it ("other side closed").
    '  http-response del-header keep-alive',
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  timeout check 2s',
    '  default-server inter 500ms fall 2 rise 2',
    ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`),
    '',
  ].join('\n');
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!haproxyAvailable()) throw new Error(HAPROXY_INSTALL_HINT);
  await buildServerIfStale();
  const adminUrl = options.adminDatabaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const throwaway = options.databaseUrl ? null : await createThrowawayDatabase(adminUrl, 'crewbridge_cluster');
  const databaseUrl = options.databaseUrl ?? throwaway!.url;
  const folder = mkdtempSync(path.join(tmpdir(), 'crewbridge-cluster-'));
  const uploadsDir = path.join(folder, 'uploads');
  mkdirSync(uploadsDir);

  const instances: Instance[] = Array.from({ length: options.instances }, (_, index) => {
    const name = `app${index + 1}`;
    const port = options.port + index + 1;
    const instance: Instance = {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      process: null,
      serving: false,
      async start() {
        const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverBuildStamp], {
          stdio: options.output ?? 'ignore',
          env: {
            ...process.env,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: String(port),
            DATABASE_URL: databaseUrl,
            UPLOADS_DIR: uploadsDir,
            DATA_DIR: path.join(folder, name),
            TRUST_PROXY: '127.0.0.1',
            PUBLIC_URL: `http://127.0.0.1:${options.port}`,
            ...options.env,
          },
        });
        instance.process = child;
        const exited = new Promise<never>((_, reject) =>
          child.once('exit', (code) => reject(new Error(`${name} exited with code ${code} while starting`))),
        );
        await Promise.race([waitReady(instance.url), exited]);
        instance.serving = true;
      },
      async stop(signal) {
        instance.serving = false;
        const child = instance.process;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill(signal);
        await exited;
        instance.process = null;
      },
    };
    return instance;
  });

  // The first instance alone applies the migrations (and loads the demo data when asked); the others start on a migrated database.
  await instances[0]!.start();
  await Promise.all(instances.slice(1).map((instance) => instance.start()));

  const configFile = path.join(folder, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(options.port, instances));
  const haproxy = spawn('haproxy', ['-f', configFile, '-db'], { stdio: options.output ?? 'ignore' });
  // Whatever ends this process (a crash included), the instances and HAProxy end with it.
  process.once('exit', () => {
    haproxy.kill('SIGKILL');
    for (const instance of instances) instance.process?.kill('SIGKILL');
  });
  const url = `http://127.0.0.1:${options.port}`;
  await waitReady(url, 10_000);

  return {
    url,
    databaseUrl,
    uploadsDir,
    instances,
    async close() {
      haproxy.kill('SIGTERM');
      await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
      await throwaway?.drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
