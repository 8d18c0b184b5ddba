// The event store behind the `store` decorator: the seeded dataset, the state folded from the log, and the
// one way to change it (`emit`). Commands validate first and emit one event; the event is written to the log
// before the state changes, and the reply is sent after both.
import type { Dataset } from '@etalage/fixtures';
import type { DomainEvent, StoredEvent } from './events';
import type { EventLog } from './log';
import { evolve, initialState, type State } from './state';

export class Store {
  state: State;
  /**
   * Every event as its JSON line, oldest first. Kept as text rather than objects: a long QA session holds hundreds
   * of thousands of events, and strings cost the garbage collector almost nothing to walk.
   */
  private readonly history: string[] = [];

  constructor(
    readonly dataset: Dataset,
    private readonly log: EventLog,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.state = initialState(dataset);
  }

  /** Replays the log file into the state. */
  open(): this {
    for (const event of this.log.open()) {
      if (event.seq !== this.history.length + 1)
        throw new Error(`Event log ${this.log.path}: expected seq ${this.history.length + 1}, found ${event.seq}`);
      evolve(this.state, event);
      this.history.push(JSON.stringify(event));
    }
    return this;
  }

  /** Appends one event to the log and folds it into the state. */
  emit(event: DomainEvent): StoredEvent {
    const stored = { seq: this.state.seq + 1, type: event.type, at: this.now().toISOString(), data: event.data };
    const typed = stored as StoredEvent;
    const line = JSON.stringify(typed);
    this.log.append(line);
    evolve(this.state, typed);
    this.history.push(line);
    return typed;
  }

  /** The events since `afterSeq`, oldest first. */
  events({
    after = 0,
    limit = Number.POSITIVE_INFINITY,
    type,
  }: { after?: number; limit?: number; type?: string } = {}) {
    // Sequence numbers grow by one from 1 (checked on open), so the event after `after` is at that index.
    const out: StoredEvent[] = [];
    const marker = type === undefined ? null : `"type":${JSON.stringify(type)},`;
    for (let i = Math.max(0, after); i < this.history.length && out.length < limit; i++) {
      const line = this.history[i]!;
      if (marker === null || line.includes(marker)) out.push(JSON.parse(line) as StoredEvent);
    }
    return out;
  }

  get eventCount(): number {
    return this.history.length;
  }

  /** Back to the seeded state: the log is emptied. */
  reset(): void {
    this.log.truncate();
    this.history.length = 0;
    this.state = initialState(this.dataset);
  }

  close(): void {
    this.log.close();
  }
}
