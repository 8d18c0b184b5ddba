// The event store of one QA session (and of the shared default): the seeded dataset, the state folded from the
// log, and the one way to change it (`emit`). Commands validate first and emit one event; the event is written
// to the log before the state changes, and the reply is sent after both.
import type { Dataset } from '@etalage/fixtures';
import type { DomainEvent, StoredEvent } from './events';
import type { EventLog } from './log';
import { DEFAULT_LIMITS, evolve, initialState, tokenCustomer, type State, type StateLimits } from './state';

export interface StoreOptions {
  limits?: StateLimits;
  /** Events kept in memory for the event feed and exports; the log file, when there is one, keeps them all. */
  eventsKept?: number;
  /** The clock (tests move it to expire tokens and back-offs). */
  now?: () => Date;
}

/** An event of a replayed list that does not fit the state before it: `index` is its place in the list. */
export class ReplayError extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
    this.name = 'ReplayError';
  }
}

export class Store {
  state: State;
  readonly limits: StateLimits;
  readonly now: () => Date;
  private readonly eventsKept: number;
  /**
   * The newest events as their JSON lines, oldest first. Kept as text rather than objects: a long QA session
   * holds many thousands of events, and strings cost the garbage collector almost nothing to walk.
   */
  private history: string[] = [];
  /** The seq of `history[0]` (1 while every event is still kept). */
  private firstSeq = 1;

  constructor(
    readonly dataset: Dataset,
    private readonly log: EventLog,
    { limits = DEFAULT_LIMITS, eventsKept = 20_000, now = () => new Date() }: StoreOptions = {},
  ) {
    this.limits = limits;
    this.eventsKept = eventsKept;
    this.now = now;
    this.state = initialState(dataset, limits);
  }

  /** Replays the log file into the state. */
  open(): this {
    for (const event of this.log.open()) {
      if (event.seq !== this.state.seq + 1)
        throw new Error(`Event log ${this.log.path}: expected seq ${this.state.seq + 1}, found ${event.seq}`);
      this.fold(event, JSON.stringify(event));
    }
    return this;
  }

  /**
   * Folds a list of events into this (fresh, in-memory) store, as an import does. Throws a ReplayError naming
   * the first event that does not fit; the caller drops the store then, so nothing is half applied.
   */
  replay(events: readonly StoredEvent[]): this {
    events.forEach((event, index) => {
      if (event.seq !== this.state.seq + 1)
        throw new ReplayError(index, `has seq ${event.seq}, expected ${this.state.seq + 1}`);
      try {
        this.fold(event, JSON.stringify(event));
      } catch (error) {
        throw new ReplayError(index, error instanceof Error ? error.message : String(error));
      }
    });
    return this;
  }

  /** Appends one event to the log and folds it into the state. */
  emit(event: DomainEvent): StoredEvent {
    const stored = { seq: this.state.seq + 1, type: event.type, at: this.now().toISOString(), data: event.data };
    const typed = stored as StoredEvent;
    const line = JSON.stringify(typed);
    this.log.append(line);
    this.fold(typed, line);
    return typed;
  }

  private fold(event: StoredEvent, line: string): void {
    evolve(this.state, event);
    this.history.push(line);
    // Dropping in chunks keeps the cost per event constant.
    if (this.history.length > this.eventsKept + Math.ceil(this.eventsKept / 4)) {
      const drop = this.history.length - this.eventsKept;
      this.history = this.history.slice(drop);
      this.firstSeq += drop;
    }
  }

  /** The customer of a bearer token that works now (known, not logged out, not expired), else null. */
  customerOfToken(token: string): string | null {
    return tokenCustomer(this.state, token, this.now().getTime());
  }

  /** The kept events after seq `after`, oldest first. */
  events({
    after = 0,
    limit = Number.POSITIVE_INFINITY,
    type,
  }: { after?: number; limit?: number; type?: string } = {}): StoredEvent[] {
    // Sequence numbers grow by one (checked on open and replay), so the event after `after` is at this index.
    const out: StoredEvent[] = [];
    const marker = type === undefined ? null : `"type":${JSON.stringify(type)},`;
    for (let i = Math.max(0, after - this.firstSeq + 1); i < this.history.length && out.length < limit; i++) {
      const line = this.history[i]!;
      if (marker === null || line.includes(marker)) out.push(JSON.parse(line) as StoredEvent);
    }
    return out;
  }

  /** Every event since the seeded state is still kept in memory (an export needs them all). */
  get isComplete(): boolean {
    return this.firstSeq === 1;
  }

  /** The seq of the oldest event kept. */
  get oldestKept(): number {
    return this.firstSeq;
  }

  get eventCount(): number {
    return this.state.seq;
  }

  /** Back to the seeded state: the log is emptied. */
  reset(): void {
    this.log.truncate();
    this.history = [];
    this.firstSeq = 1;
    this.state = initialState(this.dataset, this.limits);
  }

  close(): void {
    this.log.close();
  }
}
