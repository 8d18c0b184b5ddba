// Notices carried from one request to the next (a form sent without JavaScript and answered with a 303 shows
// them on the page it leads to): what they keep of a notification, and the guard for what comes back, which
// the shopper's browser held and may have changed.
import type { MessageRef } from './message';
import type { Notification, NotificationInput, NotificationKind } from './model';

export interface CarriedNotice {
  title?: MessageRef;
  message: MessageRef;
  type: NotificationKind;
}

/** The topic of the notices on the page they were carried to (the page shows them without JavaScript too). */
export const CARRIED_TOPIC = 'carried';
/** A few are plenty, and keep a cookie far under the browsers' 4 KiB. */
export const MOST_CARRIED_NOTICES = 3;

/** What a notification keeps on its way: its words and kind (no id, topic or action: they belong to its page). */
export const carriedNotices = (notifications: readonly Notification[]): CarriedNotice[] =>
  notifications
    .slice(-MOST_CARRIED_NOTICES)
    .map(({ title, message, type }) => (title ? { title, message, type } : { message, type }));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A message reference: a key, its parameters (text or numbers) and a fallback reference, a few deep at most. */
const isMessageRef = (value: unknown, depth = 0): value is MessageRef =>
  isRecord(value) &&
  typeof value.key === 'string' &&
  (value.params === undefined ||
    (isRecord(value.params) &&
      Object.values(value.params).every((param) => typeof param === 'string' || typeof param === 'number'))) &&
  (value.fallback === undefined || (depth < 8 && isMessageRef(value.fallback, depth + 1)));

const NOTICE_KINDS: readonly unknown[] = ['info', 'success', 'warning', 'danger'] satisfies NotificationKind[];

const isCarriedNotice = (value: unknown): value is CarriedNotice =>
  isRecord(value) &&
  isMessageRef(value.message) &&
  NOTICE_KINDS.includes(value.type) &&
  (value.title === undefined || isMessageRef(value.title));

/** The notices of a carried value; null for none, or for a value that is not a list of notices. */
export const noticesCarried = (value: unknown): NotificationInput[] | null => {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isCarriedNotice)) return null;
  return value.slice(0, MOST_CARRIED_NOTICES).map((notice) => ({ ...notice, topic: CARRIED_TOPIC }));
};
