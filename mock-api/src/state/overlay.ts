// A map over a shared base that is never changed: reads fall through to the base, writes stay in this map, and a
// base value is copied the first time it is changed (`edit`). It is what makes a QA session cheap: every
// session's state is the seeded data plus only what its own events changed, not a copy of the seeded data.
export class OverlayMap<K, V> {
  private readonly own = new Map<K, V>();
  private readonly removed = new Set<K>();
  /** Keys of `own` that the base does not have (for `size`). */
  private added = 0;

  constructor(
    private readonly base: ReadonlyMap<K, V>,
    private readonly copy: (value: V) => V,
  ) {}

  get(key: K): V | undefined {
    const value = this.own.get(key);
    if (value !== undefined) return value;
    return this.removed.has(key) ? undefined : this.base.get(key);
  }

  has(key: K): boolean {
    return this.own.has(key) || (!this.removed.has(key) && this.base.has(key));
  }

  /** The value to change in place: this map's own copy (a base value is copied on its first change). */
  edit(key: K): V | undefined {
    const own = this.own.get(key);
    if (own !== undefined) return own;
    if (this.removed.has(key)) return undefined;
    const shared = this.base.get(key);
    if (shared === undefined) return undefined;
    const copy = this.copy(shared);
    this.own.set(key, copy);
    return copy;
  }

  set(key: K, value: V): void {
    if (!this.own.has(key) && !this.base.has(key)) this.added++;
    this.removed.delete(key);
    this.own.set(key, value);
  }

  delete(key: K): boolean {
    const existed = this.has(key);
    if (this.own.delete(key) && !this.base.has(key)) this.added--;
    if (this.base.has(key)) this.removed.add(key);
    return existed;
  }

  get size(): number {
    return this.base.size - this.removed.size + this.added;
  }

  /** How many values this map holds itself (changed or added): the cost of a session. */
  get ownSize(): number {
    return this.own.size;
  }

  *entries(): IterableIterator<[K, V]> {
    for (const [key, value] of this.base) {
      if (this.removed.has(key)) continue;
      yield [key, this.own.get(key) ?? value];
    }
    for (const [key, value] of this.own) if (!this.base.has(key)) yield [key, value];
  }

  *keys(): IterableIterator<K> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): IterableIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries();
  }
}
