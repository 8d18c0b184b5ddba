// Notices carried from one request to the next (a form sent without JavaScript and answered with a 303 shows
// them on the page it leads to): what they keep of a notification, and the codec for what comes back, which
// the shopper's browser held and may have changed.
import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either.js';
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

/** The notices of a carried value; null for none, or for a value that is not a list of notices. */
export const noticesCarried = (value: unknown): NotificationInput[] | null => {
  const decoded = t.array(carriedNoticeCodec()).decode(value);
  if (!isRight(decoded) || decoded.right.length === 0) return null;
  return decoded.right.slice(0, MOST_CARRIED_NOTICES).map((notice) => ({ ...notice, topic: CARRIED_TOPIC }));
};

// Built when a value is read (on the server): made at the module's top, the codecs would go into every page's
// script with the topic the page's notices read.
const carriedNoticeCodec = (): t.Type<CarriedNotice> => {
  const messageRef: t.Type<MessageRef> = t.recursion('MessageRef', () =>
    t.intersection([
      t.type({ key: t.string }),
      t.partial({ params: t.record(t.string, t.union([t.string, t.number])), fallback: messageRef }),
    ]),
  );
  return t.intersection([
    t.type({ message: messageRef, type: t.keyof({ info: null, success: null, warning: null, danger: null }) }),
    t.partial({ title: messageRef }),
  ]);
};
