import { createServer } from 'node:http';
/** An HTTP server on a free local port that records every request and answers as `answer` says. */
export async function startFakeHttpService(answer) {
    const requests = [];
    const server = createServer((incoming, response) => {
        const chunks = [];
        incoming.on('data', (chunk) => chunks.push(chunk));
        incoming.on('end', () => {
            const request = {
                method: incoming.method ?? 'GET',
                path: incoming.url ?? '/',
                headers: incoming.headers,
                body: Buffer.concat(chunks),
            };
            requests.push(request);
            const { status, body } = answer(request);
            response.writeHead(status, { 'content-type': 'application/json' });
            response.end(body === undefined ? '' : JSON.stringify(body));
        });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    return {
        url: `http://127.0.0.1:${port}`,
        requests,
        close: () => new Promise((resolve) => server.close(() => resolve())),
    };
}
