// autocannon in a child process, so the load it generates costs the measured server no CPU: the
// parent's process.cpuUsage() is then the server's alone (with the embedded database's thread).
// The parent calls runLoad(); this file, forked, runs one load and answers with its summary.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
async function generate(options) {
    const { planned } = options;
    let sent = 0;
    const refusals = new Set();
    const cpuBefore = process.cpuUsage();
    const result = await autocannon({
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        ...(options.overallRate !== undefined && { overallRate: options.overallRate }),
        ...(planned && {
            requests: [
                {
                    setupRequest: (request) => {
                        const next = planned[sent++ % planned.length];
                        return {
                            ...request,
                            method: next.method,
                            path: next.path,
                            headers: {
                                ...request.headers,
                                authorization: `Bearer ${next.token}`,
                                ...(next.body && { 'content-type': 'application/json' }),
                            },
                            body: next.body,
                        };
                    },
                    onResponse: (status, body) => {
                        if (status >= 400 && refusals.size < 5)
                            refusals.add(`${status} ${body.slice(0, 160)}`);
                    },
                },
            ],
        }),
    });
    const cpu = process.cpuUsage(cpuBefore);
    return {
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
        requests: result.requests.total,
        ...(result.non2xx > 0 && {
            statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0])),
            refusals: [...refusals],
        }),
        loadGeneratorCpuMsPerRequest: Number(((cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total)).toFixed(2)),
    };
}
/** Runs one load from a child process (forked with this process's --import tsx) and returns its summary. */
export function runLoad(options) {
    return new Promise((resolve, reject) => {
        const child = fork(fileURLToPath(import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        child.once('message', (summary) => resolve(summary));
        child.once('error', reject);
        child.once('exit', (code) => reject(new Error(`load generator exited with ${code} before answering`)));
        child.send(options);
    });
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
    process.once('message', (options) => {
        void generate(options).then((summary) => process.send(summary, () => process.exit(0)));
    });
}
