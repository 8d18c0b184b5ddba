// The benchmark's yardstick: a bare Node HTTP server, in a process of its own, answering every GET with the
// bytes and headers it is sent over IPC (a storefront page exactly as the storefront answered it, gzipped). A
// ratio to it says what the storefront costs beyond moving those bytes on this machine, in this run.
import { createServer } from 'node:http';

interface Answer {
  headers: Record<string, string>;
  body: string;
}

const answer = await new Promise<Answer>((resolve) => process.once('message', (message) => resolve(message as Answer)));
const body = Buffer.from(answer.body, 'base64');
const server = createServer((_request, response) => {
  response.writeHead(200, { ...answer.headers, 'content-length': String(body.length) });
  response.end(body);
});
server.keepAliveTimeout = 10_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('disconnect', () => server.close());
