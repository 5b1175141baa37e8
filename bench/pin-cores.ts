// BENCH_PIN=1 for bench/bulk-change.ts: each index instance on a core of its own and this host's PostgreSQL (its
// postmaster, so the backends it starts later too, and every backend running) with the bench's own process on the
// other cores, as a cluster runs them: on a shared host the instances, PostgreSQL and the searches' load take each
// other's cores, and the search p99 a bench reads is then the host's, not the design's (bench/results/search-diary.md).
// Needs util-linux's taskset and the right to change PostgreSQL's processes (root); the affinity each process had
// is given back when the bench ends.
import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Pins `pid` (all its threads, or its main thread alone) to the cores listed ("0", "1-3"); the answer gives back the affinity it had. */
async function pin(pid: number, cores: string, allThreads = true): Promise<() => Promise<void>> {
  const { stdout } = await run('taskset', [...(allThreads ? ['-a'] : []), '-p', '-c', cores, String(pid)]);
  const before = /current affinity list: (\S+)/.exec(stdout)?.[1];
  if (!before) throw new Error(`taskset did not tell ${pid}'s affinity: ${stdout}`);
  return async () => {
    await run('taskset', ['-a', '-p', '-c', before, String(pid)]).catch(() => undefined);
  };
}

/** The PostgreSQL processes of this host (postmaster and backends). */
async function postgresPids(): Promise<number[]> {
  const { stdout } = await run('pgrep', ['-x', 'postgres']).catch(() => ({ stdout: '' }));
  return stdout.split('\n').filter(Boolean).map(Number);
}

/**
 * With `instances` instances to pin: the last `instances` cores are theirs, the rest PostgreSQL's and this process's.
 * The answer pins one instance's process to its core; `restore` gives every pinned process its affinity back.
 * `mainThreadOnly` (BENCH_PIN=main): the instance's main thread alone has its core; its other threads (V8's collector
 * helpers, libuv's pool) share the others with PostgreSQL, as on a host with more cores than instances.
 */
export async function pinCores(instances: number, mainThreadOnly = false) {
  const cores = os.cpus().length;
  if (cores <= instances) throw new Error(`BENCH_PIN: ${instances} instance(s) need more than ${cores} cores`);
  const shared = cores - instances === 1 ? '0' : `0-${cores - instances - 1}`;
  const postgres = await postgresPids();
  if (postgres.length === 0) throw new Error('BENCH_PIN: no PostgreSQL process on this host to pin');
  const restores = await Promise.all([process.pid, ...postgres].map((pid) => pin(pid, shared)));
  let next = cores - instances;
  return {
    shared,
    pinInstance: async (pid: number) => {
      if (mainThreadOnly) {
        restores.push(await pin(pid, shared));
        // A thread's own affinity: the main thread's id is the process's.
        await pin(pid, String(next), false);
      } else restores.push(await pin(pid, String(next)));
      next += 1;
    },
    restore: () => Promise.all(restores.map((restore) => restore())),
  };
}
