// The QA sessions of a server (app.sessions): the shared default and the isolated ones created through
// POST /__mock/sessions. Bounded: past the cap (MOCK_MAX_SESSIONS) the least recently used session is dropped.
// The ids of dropped and deleted sessions are remembered (boundedly too), so a request that still carries one
// gets a clear 410 instead of silently landing in another state.
import { randomBytes } from 'node:crypto';
import { LruCache } from '../lib/lru';
import type { SessionOptions } from '../services/deps';
import type { MockSession } from './session';
import { DEFAULT_SESSION } from './session';

export type GoneReason = 'evicted' | 'deleted';

/** Session ids a client may send: letters, digits, `_` and `-`, 1 to 64 of them. */
export const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

const GONE_KEPT = 10_000;

export class Sessions {
  /** Live sessions, least recently used first (a use moves one to the end). */
  private readonly live = new Map<string, MockSession>();
  private readonly gone = new LruCache<string, GoneReason>(GONE_KEPT);

  constructor(
    readonly defaultSession: MockSession,
    readonly capacity: number,
    private readonly make: (id: string, name: string | null, options: SessionOptions) => MockSession,
  ) {}

  create(name: string | null, options: SessionOptions): MockSession {
    return this.adopt(this.detached(name, options));
  }

  /** A new session with a fresh id that no request reaches yet (an import fills it first, then adopts it). */
  detached(name: string | null, options: SessionOptions): MockSession {
    let id = `s_${randomBytes(9).toString('base64url')}`;
    while (this.live.has(id) || this.gone.has(id)) id = `s_${randomBytes(9).toString('base64url')}`;
    return this.make(id, name, options);
  }

  /** Makes a detached session live (the most recently used); past the cap the least recently used goes. */
  adopt(session: MockSession): MockSession {
    this.live.set(session.id, session);
    while (this.live.size > this.capacity) {
      const [oldest] = this.live.keys();
      this.drop(oldest!, 'evicted');
    }
    return session;
  }

  /** The session with this id (made the most recently used), why it is gone, or null for an id never seen. */
  use(id: string): MockSession | GoneReason | null {
    if (id === DEFAULT_SESSION) return this.defaultSession;
    const session = this.live.get(id);
    if (session) {
      this.live.delete(id);
      this.live.set(id, session);
      session.touch();
      return session;
    }
    return this.gone.get(id) ?? null;
  }

  /** The live session with this id, without counting it as a use. */
  peek(id: string): MockSession | null {
    return id === DEFAULT_SESSION ? this.defaultSession : (this.live.get(id) ?? null);
  }

  delete(id: string): boolean {
    if (!this.live.has(id)) return false;
    this.drop(id, 'deleted');
    return true;
  }

  /** Live sessions, most recently used first (the default is not among them). */
  list(): MockSession[] {
    return [...this.live.values()].reverse();
  }

  get size(): number {
    return this.live.size;
  }

  close(): void {
    for (const session of this.live.values()) session.close();
    this.defaultSession.close();
  }

  private drop(id: string, reason: GoneReason): void {
    this.live.get(id)?.close();
    this.live.delete(id);
    this.gone.set(id, reason);
  }
}
