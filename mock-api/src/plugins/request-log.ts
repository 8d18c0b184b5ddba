// The request log: one JSON line per answered request (`{ method, url, status, ms }`, message `request`), written
// by a Fastify log controller instead of Fastify's two lines per request. It stays on under `npm start`, so it
// must cost the QA engineer almost nothing: pino writes to an asynchronous destination that collects 4 KiB before
// each write (and at least once a second), and requests share the server's logger instead of a child each.
import pino, { type Logger } from 'pino';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}

export interface BufferedLogger {
  logger: Logger;
  /** Writes what is buffered now (before exiting, and after the start-up lines tests and scripts wait for). */
  flush: () => void;
}

const BUFFER_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

/** A pino logger on standard output, asynchronous and buffered, flushed at least once a second. */
export const bufferedLogger = (level: string): BufferedLogger => {
  const destination = pino.destination({ dest: 1, sync: false, minLength: BUFFER_BYTES });
  const logger = pino({ level }, destination);
  setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  return {
    logger,
    flush: () => {
      try {
        destination.flushSync();
      } catch {
        // A closed or full standard output: the log must never take the server down.
      }
    },
  };
};
