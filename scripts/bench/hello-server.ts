// The ceiling a page's throughput is compared with: a bare Fastify answering a constant JSON object, on this
// machine and in the same run. Started by ./hello.ts as a child process on the port in PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
