// The app config the mock serves (POST /api/v2/app) and builds catalogue answers with (default sort, price
// filter, shop name): the seeded one, with the override QA and tests set through PATCH /__mock/app-config
// deep-merged over it. The override is one slot per QA session (sessions/session.ts), kept apart from the event
// log (it is test set-up, not shop state). POST /__mock/reset clears it.
import { isLeft } from 'fp-ts/lib/Either.js';
import { AppConfig } from '@etalage/domain/app';
import { formatErrors, type FieldError } from '@etalage/domain/shared';

type PlainObject = Record<string, unknown>;

const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `patch` merged over `base`: objects merge key by key, anything else (arrays included) replaces. */
export const deepMerge = (base: unknown, patch: unknown): unknown => {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch;
  const merged: PlainObject = { ...base };
  for (const [key, value] of Object.entries(patch))
    merged[key] = Object.hasOwn(base, key) ? deepMerge(base[key], value) : value;
  return merged;
};

/**
 * The fields of `patch` that `config` does not have, so a typo (`sortby`) is a 400 naming it instead of a
 * silent no-op. Values are checked afterwards by the config codec.
 */
export const unknownFields = (config: unknown, patch: unknown, path = ''): FieldError[] => {
  if (!isPlainObject(patch)) return [{ path: path || '(body)', message: 'must be an object' }];
  if (!isPlainObject(config)) return [];
  return Object.entries(patch).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (!Object.hasOwn(config, key)) return [{ path: at, message: 'is not a field of the app config' }];
    return isPlainObject(config[key]) && isPlainObject(value) ? unknownFields(config[key], value, at) : [];
  });
};

export type PatchResult = { ok: true; config: AppConfig } | { ok: false; errors: FieldError[] };

/** Revisions are unique over every override (each QA session has one), so caches keyed by them never mix two. */
let lastRevision = 0;

export class AppConfigOverride {
  private override: PlainObject = {};
  private effective: AppConfig;
  /** 0 for the seeded config (the same everywhere), else a revision no other override has. */
  private changes = 0;

  constructor(private readonly seeded: AppConfig) {
    this.effective = seeded;
  }

  /** The config to serve: the seeded one with the override merged over it. */
  get current(): AppConfig {
    return this.effective;
  }

  /** What QA changed, as one partial config (`{}` when nothing). */
  get patch(): PlainObject {
    return this.override;
  }

  /** Goes up with every change, so caches of answers built from the config know when to drop them. */
  get revision(): number {
    return this.changes;
  }

  /**
   * Merges `partial` into the override and checks the result with the config codec. On a bad field nothing
   * changes and every bad field is named (`display.sorting.sortBy`).
   */
  apply(partial: unknown): PatchResult {
    const unknown = unknownFields(this.effective, partial);
    if (unknown.length > 0) return { ok: false, errors: unknown };
    const decoded = AppConfig.decode(deepMerge(this.effective, partial));
    if (isLeft(decoded)) return { ok: false, errors: formatErrors(decoded.left) };
    this.override = deepMerge(this.override, partial) as PlainObject;
    this.effective = decoded.right;
    this.changes = ++lastRevision;
    return { ok: true, config: decoded.right };
  }

  /** Back to the seeded config. */
  clear(): void {
    if (Object.keys(this.override).length === 0) return;
    this.override = {};
    this.effective = this.seeded;
    this.changes = 0;
  }
}
