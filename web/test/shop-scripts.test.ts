// @vitest-environment jsdom
// The shop's scripts (app/lib/shop-scripts.ts): each record is inserted in a task of its own, in the API's order,
// header records in the head and the others at the end of the body; one that cannot be inserted is skipped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScriptRecord } from '@etalage/domain/consent';
import { runShopScripts } from '../app/lib/shop-scripts';

const record = (id: string, position: 'header' | 'body' | 'footer', content: string): ScriptRecord => ({
  id,
  content,
  script_status: 1,
  script_position: position,
  cookie_type: 'necessary',
});

const inserted = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-shop-script]')).map((script) => [
    script.parentElement!.tagName.toLowerCase(),
    script.dataset.shopScript,
  ]);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const script of document.querySelectorAll('script[data-shop-script]')) script.remove();
  vi.restoreAllMocks();
});

describe('the shop scripts', () => {
  it('inserts each record in a task of its own, in order, header records in the head', async () => {
    runShopScripts([
      record('first', 'header', 'window.first = 1;'),
      record('second', 'footer', '<script src="/media/scripts/second.js"></script>'),
      record('third', 'body', 'window.third = 1;'),
    ]);
    expect(inserted()).toEqual([]);
    await nextTask();
    expect(inserted()).toEqual([['head', 'first']]);
    await nextTask();
    expect(inserted()).toEqual([
      ['head', 'first'],
      ['body', 'second'],
    ]);
    await nextTask();
    expect(inserted()).toEqual([
      ['head', 'first'],
      ['body', 'second'],
      ['body', 'third'],
    ]);
    const external = document.querySelector<HTMLScriptElement>('script[data-shop-script="second"]')!;
    // Inserted scripts would load async; these keep the API's order.
    expect(external.async).toBe(false);
  });

  it('skips a record that cannot be inserted and goes on with the next', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(document.head, 'appendChild').mockImplementationOnce(() => {
      throw new Error('no head today');
    });
    runShopScripts([record('broken', 'header', 'window.a = 1;'), record('fine', 'body', 'window.b = 1;')]);
    await nextTask();
    await nextTask();
    expect(inserted()).toEqual([['body', 'fine']]);
    expect(warn).toHaveBeenCalledWith('Shop script broken failed:', expect.any(Error));
  });
});
