// The event store behind the `store` decorator: the seeded dataset, the state folded from the log, and the
// one way to change it (`emit`). Commands validate first and emit one event; the event is written to the log
// before the state changes, and the reply is sent after both.
import type { Dataset } from '@etalage/fixtures';
import type { DomainEvent, StoredEvent } from './events';
import type { EventLog } from './log';
import { evolve, initialState, type State } from './state';

export class Store {
  state: State;
  private readonly history: StoredEvent[] = [];

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
      evolve(this.state, event);
      this.history.push(event);
    }
    return this;
  }

  /** Appends one event to the log and folds it into the state. */
  emit(event: DomainEvent): StoredEvent {
    const stored = { seq: this.state.seq + 1, type: event.type, at: this.now().toISOString(), data: event.data };
    const typed = stored as StoredEvent;
    this.log.append(typed);
    evolve(this.state, typed);
    this.history.push(typed);
    return typed;
  }

  /** The events since `afterSeq`, oldest first. */
  events(afterSeq = 0, limit = Number.POSITIVE_INFINITY): StoredEvent[] {
    const start = this.history.findIndex((e) => e.seq > afterSeq);
    if (start === -1) return [];
    return this.history.slice(start, Number.isFinite(limit) ? start + limit : undefined);
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
