import { describe, expect, it } from 'vitest';
import { message } from './message';
import { CARRIED_TOPIC, MOST_CARRIED_NOTICES, carriedNotices, noticesCarried } from './notices';
import type { Notification } from './model';

const notification = (id: number, key: string): Notification => ({
  id,
  title: id % 2 ? message('titles.success') : null,
  message: message(key, { n: id }),
  type: 'success',
  topic: 'account',
  action: null,
});

describe('notices carried to the next page', () => {
  it('keep words and kind, the last few, and come back under their own topic', () => {
    const list = [1, 2, 3, 4].map((id) => notification(id, `key.${id}`));
    const carried = carriedNotices(list);
    expect(carried).toHaveLength(MOST_CARRIED_NOTICES);
    expect(carried[0]).toEqual({ message: message('key.2', { n: 2 }), type: 'success' });
    const back = noticesCarried(JSON.parse(JSON.stringify(carried)));
    expect(back?.map(({ message: text, topic }) => [text.key, topic])).toEqual([
      ['key.2', CARRIED_TOPIC],
      ['key.3', CARRIED_TOPIC],
      ['key.4', CARRIED_TOPIC],
    ]);
  });

  it('refuse what they did not write: another shape, an unknown kind, nothing', () => {
    expect(noticesCarried({ message: { key: 'a' }, type: 'success' })).toBeNull();
    expect(noticesCarried([{ message: { key: 'a' }, type: 'loud' }])).toBeNull();
    expect(noticesCarried([{ message: { key: 1 }, type: 'info' }])).toBeNull();
    expect(noticesCarried([])).toBeNull();
  });
});
