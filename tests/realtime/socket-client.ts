import WebSocket from 'ws';
import type { ServerFrame } from '@/shared/contracts/chat.ts';

export interface TestSocket {
  socket: WebSocket;
  /** Resolves with the next frame that matches, or rejects after a few seconds. */
  next(match?: (frame: ServerFrame) => boolean): Promise<ServerFrame>;
  send(frame: object): void;
  close(): Promise<void>;
}

export function openSocket(baseUrl: string, cookie: string, origin = baseUrl): Promise<TestSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, {
    headers: { cookie, origin },
  });
  const frames: ServerFrame[] = [];
  const waiters: { match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as ServerFrame;
    const waiter = waiters.find((w) => w.match(frame));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    } else {
      frames.push(frame);
    }
  });
  const client: TestSocket = {
    socket,
    next(match = () => true) {
      const queued = frames.find(match);
      if (queued) {
        frames.splice(frames.indexOf(queued), 1);
        return Promise.resolve(queued);
      }
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) {
            waiters.splice(index, 1);
            reject(new Error('no matching frame within 5 s'));
          }
        }, 5_000);
      });
    },
    send: (frame) => socket.send(JSON.stringify(frame)),
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
    socket.once('error', reject);
  });
}
