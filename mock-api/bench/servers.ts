// The servers of the benchmark, each started in its own process so autocannon (in the parent) does not share
// their event loop: `mock` is the mock API without a logger, `start` the mock API exactly as `npm start` builds it
// (configuration from the environment, the request log on), `raw` a bare Fastify route answering fixed bytes.
// The port is sent to the parent over IPC; `raw` waits for the bytes to answer with.
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';

const kind = process.argv[2];
const send = (message: unknown) => process.send?.(message);
// The CPU time this server has used, on request: the benchmark divides it by the requests served.
process.on('message', (message) => {
  if (message === 'cpu') send({ cpu: process.cpuUsage() });
});

if (kind === 'mock') {
  const app = await buildApp({ eventLogPath: process.argv[3] || null, checkReplies: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  send({ ready: address });
} else if (kind === 'start') {
  const { options } = configFromEnv({ ...process.env, API_PORT: '0', MOCK_API_EVENT_LOG: '' });
  const app = await buildApp(options);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  send({ ready: address });
} else if (kind === 'raw') {
  const bytes = await new Promise<Buffer>((resolve) => {
    const receive = (message: { bytes?: string }) => {
      if (typeof message.bytes !== 'string') return;
      process.off('message', receive);
      resolve(Buffer.from(message.bytes, 'base64'));
    };
    process.on('message', receive);
  });
  const app = Fastify({ logger: false });
  app.post('/api/public/content', async (_request, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(bytes),
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  send({ ready: address });
} else {
  throw new Error(`Unknown server kind ${kind}`);
}
