// Login back-off (on by default, no scenario needed): failed logins are counted per account (the e-mail address)
// and per client address. Past a few free failures each further failure makes that key wait, doubling up to a
// ceiling; while a key waits every login on it answers 429 with Retry-After, the right password included, so a
// password cannot be guessed by sheer speed. A success clears the account's count; a key's count lapses after
// a quiet window. Kept in memory per session (not events: it is defence, not shop state), in a bounded map.
import { LruCache } from '../lib/lru';

export interface ThrottlePolicy {
  /** Failures an account may have before it waits. */
  accountFailures: number;
  /** Failures one client address may have (over every account) before it waits. */
  addressFailures: number;
  /** The first wait; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key with no failure for this long starts again from zero. */
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  accountFailures: 5,
  addressFailures: 20,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  windowMs: 15 * 60 * 1000,
};

interface Entry {
  failures: number;
  lastFailure: number;
  waitUntil: number;
}

/** Keys tracked at most; the least recently failed go first (a flood of addresses cannot grow memory). */
const KEYS_KEPT = 10_000;

export class LoginThrottle {
  private readonly entries = new LruCache<string, Entry>(KEYS_KEPT);

  constructor(
    private readonly policy: ThrottlePolicy,
    private readonly now: () => number,
  ) {}

  /** Seconds to wait before a login for this account from this address may be tried, or 0. */
  retryAfter(email: string, address: string): number {
    const now = this.now();
    const until = Math.max(this.waitUntil(accountKey(email), now), this.waitUntil(addressKey(address), now));
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  failed(email: string, address: string): void {
    const now = this.now();
    this.count(accountKey(email), this.policy.accountFailures, now);
    this.count(addressKey(address), this.policy.addressFailures, now);
  }

  succeeded(email: string): void {
    this.entries.delete(accountKey(email));
  }

  clear(): void {
    this.entries.clear();
  }

  private waitUntil(key: string, now: number): number {
    const entry = this.entries.peek(key);
    if (!entry || now - entry.lastFailure >= this.policy.windowMs) return 0;
    return entry.waitUntil;
  }

  private count(key: string, free: number, now: number): void {
    const previous = this.entries.get(key);
    const failures = previous && now - previous.lastFailure < this.policy.windowMs ? previous.failures + 1 : 1;
    const over = failures - free;
    const wait = over < 0 ? 0 : Math.min(this.policy.baseDelayMs * 2 ** over, this.policy.maxDelayMs);
    this.entries.set(key, { failures, lastFailure: now, waitUntil: now + wait });
  }
}

const accountKey = (email: string): string => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string): string => `address:${address}`;
