import WebSocket from 'ws';
import type { App } from '../../app';

export interface TestSocket {
  socket: WebSocket;
  frames: { type: string; payload: unknown }[];
  /** Resolves with the first frame of `type` (already received or still to come). */
  next(type: string, timeoutMs?: number): Promise<{ type: string; payload: unknown }>;
  closed: Promise<number>;
}

export async function listenOnRandomPort(app: App): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

/** Opens /ws and collects every JSON frame. */
export function openSocket(baseUrl: string, options: { query?: string; headers?: Record<string, string> } = {}) {
  const socket = new WebSocket(`${baseUrl}/ws${options.query ?? ''}`, { headers: options.headers });
  const frames: TestSocket['frames'] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const result: TestSocket = {
    socket,
    frames,
    closed,
    async next(type, timeoutMs = 1000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const frame = frames.find((candidate) => candidate.type === type);
        if (frame) return frame;
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`no ${type} frame within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
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
