// The event log on disk: JSON lines `{ seq, type, at, data }`, appended synchronously before a reply is sent,
// so a change that was acknowledged survives a SIGKILL (the bytes are in the kernel once write returns).
// Without a path the log lives only in memory. A torn last line, left by a kill mid-write, is cut off on open.
import { closeSync, existsSync, fstatSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import type { StoredEvent } from './events';

export interface LogWarning {
  (message: string): void;
}

export class EventLog {
  private fd: number | null = null;

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

  /** Appends one event (its JSON text); returns once the line is written. */
  append(line: string): void {
    if (this.fd === null) return;
    const bytes = Buffer.from(`${line}\n`);
    let written = 0;
    while (written < bytes.length) written += writeSync(this.fd, bytes, written);
  }

  /** Empties the log (back to the seeded state). */
  truncate(): void {
    if (this.fd === null) return;
    ftruncateSync(this.fd, 0);
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}
