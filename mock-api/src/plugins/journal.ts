// The request journal (GET /__mock/journal): the last requests in a fixed-size ring, so memory stays flat
// however long the server runs. Passwords and tokens in bodies are redacted; large bodies are cut.
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

const SECRET_KEYS = new Set(['password', 'token', 'authToken', 'password_confirm']);
const MAX_BODY_CHARS = 2048;

const redact = (value: unknown, depth = 0): unknown => {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEYS.has(key) ? '***' : redact(v, depth + 1);
  return out;
};

const summarizeBody = (body: unknown): unknown => {
  if (body === undefined || body === null) return null;
  const redacted = redact(body);
  const text = JSON.stringify(redacted) ?? '';
  return text.length <= MAX_BODY_CHARS ? redacted : `${text.slice(0, MAX_BODY_CHARS)}… (${text.length} characters)`;
};

export class Journal {
  private readonly ring: (JournalEntry | undefined)[];
  private next = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    this.ring = new Array<JournalEntry | undefined>(capacity);
  }

  add(entry: Omit<JournalEntry, 'id'>): void {
    this.ring[this.next % this.capacity] = { id: this.next + 1, ...entry };
    this.next++;
    this.count = Math.min(this.count + 1, this.capacity);
  }

  /** Newest first. */
  entries(limit = this.capacity): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (let i = 1; i <= Math.min(limit, this.count); i++) {
      const entry = this.ring[(this.next - i) % this.capacity];
      if (entry) out.push(entry);
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
      at: new Date().toISOString(),
      method: request.method,
      url: request.url,
      endpoint: request.routeOptions.config.endpoint ?? null,
      status: null,
      ms: 0,
      scenarios: [...scenarios],
      customerId: request.customerId,
      body: summarizeBody(request.body),
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    journal: Journal;
  }
}

/** Requests that would only drown the journal: itself, images, the API docs. */
const UNJOURNALED = /^\/(?:__mock\/journal|media\/|docs|favicon)/;

export const registerJournal = (app: FastifyInstance, capacity: number): void => {
  const journal = new Journal(capacity);
  app.decorate('journal', journal);
  app.addHook('onResponse', async (request, reply) => {
    if (UNJOURNALED.test(request.url)) return;
    journal.add({
      at: new Date().toISOString(),
      method: request.method,
      url: request.url,
      endpoint: request.routeOptions.config.endpoint ?? null,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
      scenarios: request.scenarios ? [...request.scenarios.applied] : [],
      customerId: request.customerId,
      body: summarizeBody(request.body),
    });
  });
};
