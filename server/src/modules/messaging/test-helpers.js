import WebSocket from 'ws';
export async function listenOnRandomPort(app) {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return address.replace(/^http/, 'ws');
}
/** Opens /ws and collects every JSON frame. */
export function openSocket(baseUrl, options = {}) {
    const socket = new WebSocket(`${baseUrl}/ws${options.query ?? ''}`, { headers: options.headers });
    const frames = [];
    const waiters = [];
    socket.on('message', (data) => {
        frames.push(JSON.parse(String(data)));
        for (const wake of waiters.splice(0))
            wake();
    });
    const closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
    const result = {
        socket,
        frames,
        closed,
        async next(type, timeoutMs = 1000) {
            const deadline = Date.now() + timeoutMs;
            for (;;) {
                const frame = frames.find((candidate) => candidate.type === type);
                if (frame)
                    return frame;
                const remaining = deadline - Date.now();
                if (remaining <= 0)
                    throw new Error(`no ${type} frame within ${timeoutMs} ms`);
                await new Promise((resolve) => {
                    const timer = setTimeout(resolve, remaining);
                    waiters.push(() => {
                        clearTimeout(timer);
                        resolve();
                    });
                });
            }
        },
    };
    return result;
}
