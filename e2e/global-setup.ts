import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** How many spec files run at once: each against its own server and database, so journeys never share demo data. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

interface E2eServer {
  baseUrl: string;
  /** Without SMTP_URL the server writes each e-mail as an .eml file under DATA_DIR/mail. */
  dataDir: string;
}

/** Starts the built app on a fresh embedded database with demo data, once per worker, for the whole suite. */
export default async function setup(project: TestProject) {
  const started: Array<E2eServer & { process: ChildProcess }> = [];
  try {
    // One after the other: two seeding at once would each take as long as both.
    for (let worker = 0; worker < E2E_WORKERS; worker += 1) started.push(await startServer(worker));
  } catch (error) {
    await Promise.all(started.map(stopServer));
    throw error;
  }
  project.provide(
    'servers',
    started.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  return async () => {
    await Promise.all(started.map(stopServer));
  };
}

async function startServer(worker: number) {
  const fixedPort = process.env.E2E_PORT ? Number(process.env.E2E_PORT) + worker : undefined;
  const PORT = fixedPort ?? (await findFreePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-e2e-'));
  // Every spec on this server asks from 127.0.0.1: the per-address caps (sign-in attempts, texted codes) would make
  // one spec's count fail another's journey, so they are lifted here; their own tests hold them.
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      PHONE_CODES_PER_IP_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const handle = { baseUrl, dataDir, process: server };
  try {
    await waitForReady(baseUrl, server);
  } catch (error) {
    await stopServer(handle);
    throw error;
  }
  return handle;
}

async function stopServer({ process: server, dataDir }: { process: ChildProcess; dataDir: string }) {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForReady(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become ready in 90 s');
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server a worker: e2e/fixtures.ts picks its own by VITEST_POOL_ID. */
    servers: E2eServer[];
  }
}
