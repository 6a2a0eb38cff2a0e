// The bench's yardstick: a bare Fastify route answering fixed bytes from memory, in a process of
// its own. Endpoint throughput is reported as a ratio to it, since machines are noisy.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BASELINE_BODY_FILE as string);
const app = Fastify();
app.get('/baseline', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ address }));
