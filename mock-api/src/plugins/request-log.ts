// The request log: one JSON line per answered request, in pino's shape (`{"level":30,"time":…,"pid":…,
// "hostname":…,"method","url","status","ms","msg":"request"}`), written by a Fastify log controller instead of
// Fastify's two lines per request. It stays on under `npm start`, so it must cost the QA engineer almost nothing:
// the line is one template string rather than a trip through pino's generic serializer, and it goes to the same
// asynchronous destination as pino, which writes in 4 KiB batches (and at least once a second). Errors and every
// other message go through pino itself.
import { hostname } from 'node:os';
import pino, { type Logger } from 'pino';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Writes one request line (the server's RequestLog calls it for every answered request). */
export type RequestLineWriter = (method: string, url: string, status: number, ms: number) => void;

export class RequestLog extends LogController {
  constructor(private readonly write: RequestLineWriter | null) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      const line = { method: request.method, url: request.url, status: reply.statusCode };
      request.log.error({ ...line, ms: Math.round(reply.elapsedTime), err: error }, 'request');
    } else {
      this.write?.(request.method, request.url, reply.statusCode, reply.elapsedTime);
    }
  }
}

export interface BufferedLogger {
  logger: Logger;
  /** The request lines, or null when the level leaves them out (`warn` and above). */
  requestLine: RequestLineWriter | null;
  /** Writes what is buffered now (before exiting, and after the start-up lines tests and scripts wait for). */
  flush: () => void;
}

const BUFFER_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;
const INFO = 30;

/** A pino logger on standard output, asynchronous and buffered, flushed at least once a second. */
export const bufferedLogger = (level: string): BufferedLogger => {
  const destination = pino.destination({ dest: 1, sync: false, minLength: BUFFER_BYTES });
  const logger = pino({ level }, destination);
  setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  // pino's own prefix: level and time, then the bindings every line carries.
  const bindings = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  const requestLine: RequestLineWriter = (method, url, status, ms) => {
    destination.write(
      `{"level":${INFO},"time":${Date.now()}${bindings},"method":"${method}","url":${JSON.stringify(url)},"status":${status},"ms":${Math.round(ms)},"msg":"request"}\n`,
    );
  };
  return {
    logger,
    requestLine: logger.isLevelEnabled('info') ? requestLine : null,
    flush: () => {
      try {
        destination.flushSync();
      } catch {
        // A closed or full standard output: the log must never take the server down.
      }
    },
  };
};
