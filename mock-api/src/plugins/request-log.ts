// The request log: one JSON line per answered request, in pino's shape (`{"level":30,"time":…,"pid":…,
// "hostname":…,"method","url","status","ms","msg":"request"}`), written by a Fastify log controller instead of
// Fastify's two lines per request. It stays on under `npm start`, so it must cost the QA engineer almost nothing:
// the line is one template string rather than a trip through pino's generic serializer, and the lines are joined
// into 32 KiB chunks (written at least once a second) before they reach pino's asynchronous destination. Errors
// and every other message go through pino itself, at once.
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

/** Where the log goes: pino's asynchronous destination (sonic-boom) on standard output, or a test's. */
export interface LogDestination {
  write: (text: string) => unknown;
  flushSync: () => void;
}

/**
 * Request lines are joined into chunks of this size before they reach the destination: one write (and one
 * wake-up of whatever reads the log, npm or a terminal) per chunk, not per 4 KiB, and sonic-boom, which measures
 * its pending text on every write, measures it once per chunk rather than on every line.
 */
export const REQUEST_LINES_CHUNK = 32 * 1024;
const FLUSH_EVERY_MS = 1000;
const INFO = 30;

const standardOutput = (): LogDestination =>
  // Every write goes out at once (the request lines arrive in chunks already); sonic-boom keeps what comes
  // while a write is under way and writes it next, up to 64 KiB (a pipe's buffer) at a time.
  pino.destination({ dest: 1, sync: false, maxWrite: 64 * 1024 });

/**
 * A pino logger on standard output, asynchronous, with the request lines buffered: written when a chunk is full
 * and at least once a second. Every other message (errors, the start-up lines) is written at once, after the
 * request lines before it, so the log keeps its order.
 */
export const bufferedLogger = (level: string, destination: LogDestination = standardOutput()): BufferedLogger => {
  let pending: string[] = [];
  let pendingLength = 0;
  const drain = () => {
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    pendingLength = 0;
    destination.write(chunk);
  };
  const logger = pino(
    { level },
    {
      write: (line: string) => {
        drain();
        destination.write(line);
      },
    },
  );
  setInterval(drain, FLUSH_EVERY_MS).unref();
  // pino's own prefix: level and time, then the bindings every line carries.
  const bindings = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  const requestLine: RequestLineWriter = (method, url, status, ms) => {
    const line = `{"level":${INFO},"time":${Date.now()}${bindings},"method":"${method}","url":${JSON.stringify(url)},"status":${status},"ms":${Math.round(ms)},"msg":"request"}\n`;
    pending.push(line);
    pendingLength += line.length;
    if (pendingLength >= REQUEST_LINES_CHUNK) drain();
  };
  return {
    logger,
    requestLine: logger.isLevelEnabled('info') ? requestLine : null,
    flush: () => {
      try {
        drain();
        destination.flushSync();
      } catch {
        // A closed or full standard output: the log must never take the server down.
      }
    },
  };
};
