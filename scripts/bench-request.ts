import http from 'node:http';

/** One socket per virtual user, kept open between its requests, as a browser would. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

export interface BenchAnswer {
  status: number;
  body: string;
}

/**
 * A request over node's own HTTP client. The mixed load's 200 users share the machine with the
 * server they measure: `fetch` cost about 1 ms of CPU a request, a quarter of the machine.
 */
export function benchRequest(
  baseUrl: string,
  { path, cookie, body }: { path: string; cookie: string; body?: object },
): Promise<BenchAnswer> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, baseUrl),
      {
        agent,
        method: payload ? 'POST' : 'GET',
        headers: {
          cookie,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
