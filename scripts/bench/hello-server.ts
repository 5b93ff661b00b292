// The ceiling a page's throughput is compared with: a bare Fastify answering a constant JSON object, on this
// machine and in the same run. Started by ./hello.ts as a child process on the port in PORT.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// The same constant answer with a body of n bytes: what this machine (and the load generator) manage for an
// answer as large as a compressed page.
const bodies = new Map<number, Buffer>();
app.get<{ Params: { n: string } }>('/bytes/:n', async (request, reply) => {
  const n = Math.min(Math.max(Number.parseInt(request.params.n, 10) || 0, 0), 1_000_000);
  let body = bodies.get(n);
  if (!body) bodies.set(n, (body = randomBytes(n)));
  return reply.type('application/octet-stream').send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
