// The event log on disk: JSON lines `{ seq, type, at, data }`, written before any reply is sent, so a change
// that was acknowledged survives a SIGKILL (the bytes are in the kernel once write returns). The lines of one turn
// of the event loop go out in one write (a group commit, right after the turn's I/O callbacks), and every reply
// waits for it (`written`, app.ts): one system call per turn instead of one per event, which under 50 concurrent
// cart writes cost a quarter of the server's time (docs/performance.md "The mock API"). Without a path the log lives
// only in memory. A torn last line, left by a kill mid-write, is cut off on open.
import { closeSync, existsSync, fstatSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import type { StoredEvent } from './events';

export interface LogWarning {
  (message: string): void;
}

export class EventLog {
  private fd: number | null = null;
  /** Lines appended since the last write, and the bytes a failed write left (written first next time). */
  private pending: string[] = [];
  private unwritten: Buffer | null = null;
  /** Settles when the pending lines are written (or their write failed); null while nothing is pending. */
  private batch: Promise<void> | null = null;

  constructor(
    readonly path: string | null,
    private readonly warn: LogWarning = (message) => process.emitWarning(message),
  ) {}

  /** Opens the file (creating it) and answers its events; a torn last line is removed from the file. */
  open(): StoredEvent[] {
    if (this.path === null) return [];
    const events: StoredEvent[] = [];
    if (existsSync(this.path)) {
      const text = readFileSync(this.path, 'utf8');
      let goodBytes = 0;
      let offset = 0;
      while (offset < text.length) {
        const end = text.indexOf('\n', offset);
        const line = end === -1 ? text.slice(offset) : text.slice(offset, end);
        const next = end === -1 ? text.length : end + 1;
        if (line.trim() !== '') {
          let event: StoredEvent | null = null;
          try {
            event = JSON.parse(line) as StoredEvent;
          } catch {
            event = null;
          }
          const complete = end !== -1 && event !== null && typeof event.seq === 'number';
          if (!complete) {
            if (next < text.length) throw new Error(`Event log ${this.path} is corrupt at byte ${offset}`);
            this.warn(`Event log ${this.path}: ignored a torn last line (${line.length} characters)`);
            break;
          }
          events.push(event!);
        }
        goodBytes += Buffer.byteLength(text.slice(offset, next));
        offset = next;
      }
      this.fd = openSync(this.path, 'r+');
      if (fstatSync(this.fd).size !== goodBytes) ftruncateSync(this.fd, goodBytes);
      closeSync(this.fd);
    }
    this.fd = openSync(this.path, 'a');
    return events;
  }

  /**
   * Appends one event (its JSON text). It is written with the other lines of this turn of the event loop, before
   * the turn's replies go out: a reply waits for `written()`.
   */
  append(line: string): void {
    if (this.fd === null) return;
    this.pending.push(line);
    this.schedule();
  }

  /** The next write, right after this turn of the event loop (once per turn). */
  private schedule(): void {
    if (this.batch !== null) return;
    const batch = new Promise<void>((resolve, reject) =>
      setImmediate(() => {
        // Written already (close) or dropped (truncate): nothing of this batch is left.
        if (this.batch !== batch) return resolve();
        try {
          this.flush();
          resolve();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
    );
    // A failed write is reported to the replies that wait for it; with none waiting it is only logged (flush).
    batch.catch(() => undefined);
    this.batch = batch;
  }

  /**
   * Settles once every line appended so far is on disk (rejects if writing them failed). Null when nothing waits
   * to be written, so a reply that changed nothing goes out at once. Bytes a failed write left are tried again by
   * the next reply: until they are on disk no reply goes out, as none may show state the file does not have.
   */
  written(): Promise<void> | null {
    if (this.unwritten !== null) this.schedule();
    return this.batch;
  }

  /** Writes the pending lines now, in one write. Throws what the write threw. */
  flush(): void {
    this.batch = null;
    if (this.fd === null || (this.pending.length === 0 && this.unwritten === null)) return;
    const lines = Buffer.from(this.pending.length === 0 ? '' : `${this.pending.join('\n')}\n`);
    const bytes = this.unwritten === null ? lines : Buffer.concat([this.unwritten, lines]);
    this.pending = [];
    this.unwritten = null;
    let written = 0;
    try {
      while (written < bytes.length) written += writeSync(this.fd, bytes, written);
    } catch (error) {
      this.unwritten = bytes.subarray(written);
      this.warn(`Event log ${this.path}: ${bytes.length - written} bytes not written yet: ${String(error)}`);
      throw error;
    }
  }

  /** Empties the log (back to the seeded state): lines not yet written are dropped with it. */
  truncate(): void {
    if (this.fd === null) return;
    this.pending = [];
    this.unwritten = null;
    this.batch = null;
    ftruncateSync(this.fd, 0);
  }

  /** Writes what is pending, then closes the file. */
  close(): void {
    if (this.fd !== null) {
      try {
        this.flush();
      } finally {
        closeSync(this.fd);
        this.fd = null;
      }
    }
  }
}
