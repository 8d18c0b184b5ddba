// The request journal (GET /__mock/journal): each QA session's last requests in a fixed-size ring, so memory
// stays flat however long the server runs. Passwords and tokens in bodies are redacted; large bodies are cut.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { redact } from '../lib/redact';

export interface JournalEntry {
  id: number;
  at: string;
  method: string;
  url: string;
  /** The endpoint table key, or null for admin, media and unknown routes. */
  endpoint: string | null;
  /** null when the connection was dropped on purpose. */
  status: number | null;
  ms: number;
  scenarios: string[];
  customerId: string | null;
  body: unknown;
}

const MAX_BODY_CHARS = 2048;

const summarizeBody = (body: unknown): unknown => {
  if (body === undefined || body === null) return null;
  const redacted = redact(body);
  const text = JSON.stringify(redacted) ?? '';
  return text.length <= MAX_BODY_CHARS ? redacted : `${text.slice(0, MAX_BODY_CHARS)}… (${text.length} characters)`;
};

/** What is kept per request: cheap to record (no copying or formatting on the hot path), shaped when read. */
interface KeptEntry extends Omit<JournalEntry, 'id' | 'at' | 'body'> {
  at: number;
  body: unknown;
  /** Bodies larger than this many bytes are not kept, only their size. */
  bodyBytes: number;
}

const MAX_BODY_BYTES = 8192;

export class Journal {
  private readonly ring: (KeptEntry | undefined)[];
  private next = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    this.ring = new Array<KeptEntry | undefined>(capacity);
  }

  add(entry: KeptEntry): void {
    this.ring[this.next % this.capacity] = entry;
    this.next++;
    this.count = Math.min(this.count + 1, this.capacity);
  }

  /** Newest first, bodies redacted and cut. */
  entries(limit = this.capacity): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (let i = 1; i <= Math.min(limit, this.count); i++) {
      const entry = this.ring[(this.next - i) % this.capacity];
      if (!entry) continue;
      const { bodyBytes, ...rest } = entry;
      out.push({
        ...rest,
        id: this.next - i + 1,
        at: new Date(entry.at).toISOString(),
        body: bodyBytes > MAX_BODY_BYTES ? `(${bodyBytes} bytes, not kept)` : summarizeBody(entry.body),
      });
    }
    return out;
  }

  clear(): void {
    this.ring.fill(undefined);
    this.count = 0;
  }

  get size(): number {
    return this.count;
  }

  recordDropped(request: FastifyRequest, scenarios: string[]): void {
    this.add({
      at: Date.now(),
      method: request.method,
      url: request.url,
      endpoint: request.endpoint,
      status: null,
      ms: 0,
      scenarios: [...scenarios],
      customerId: request.customerId,
      body: request.body,
      bodyBytes: Number(request.headers['content-length'] ?? 0),
    });
  }
}

/** Requests that would only drown the journal: itself, images, the API docs. */
const UNJOURNALED = /^\/(?:__mock\/journal|media\/|docs|favicon)/;

/** Records each answered request in the journal of its session (the default's when it named none, or a gone one). */
export const registerJournal = (app: FastifyInstance): void => {
  app.addHook('onResponse', (request, reply, done) => {
    if (!UNJOURNALED.test(request.url)) {
      (request.session ?? app.sessions.defaultSession).journal.add({
        at: Date.now(),
        method: request.method,
        url: request.url,
        endpoint: request.endpoint,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
        scenarios: request.scenarios ? request.scenarios.applied : [],
        customerId: request.customerId,
        // Decoded bodies are fresh objects the handler never mutates, so keeping the reference is safe.
        body: request.body,
        bodyBytes: Number(request.headers['content-length'] ?? 0),
      });
    }
    done();
  });
};
