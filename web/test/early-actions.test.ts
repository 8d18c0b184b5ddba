// @vitest-environment jsdom
// Clicks and submits before hydration (app/lib/early-actions.node.ts, `replayEarlyActions` in
// app/lib/early-input.ts): the head's script notes a button clicked (once) and keeps a form without an action from
// reloading the page, marking each pending; once hydrated each is done again in order, and nothing more is noted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ACTIONS_SCRIPT } from '../app/lib/early-actions.node';
import { replayEarlyActions } from '../app/lib/early-input';

const page = () => {
  document.body.innerHTML = `
    <button id="add" type="button">In winkelwagen</button>
    <button id="off" type="button" disabled>Uitverkocht</button>
    <a id="link" href="#elders">Elders</a>
    <form id="login"><input name="email"><button id="send" type="submit">Inloggen</button></form>
    <form id="native" action="/zoeken"><button id="search" type="submit">Zoeken</button></form>`;
  new Function(EARLY_ACTIONS_SCRIPT)();
  const get = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return { get };
};

afterEach(() => {
  replayEarlyActions();
  document.body.replaceChildren();
});

describe('clicks and submits before hydration', () => {
  it('notes a clicked button once and a form sent without an action, marked pending, and does them again once hydrated', () => {
    const { get } = page();
    get('add').click();
    get('add').click();
    get('off').click();
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    Object.defineProperty(sent, 'submitter', { value: get('send') });
    get('login').dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(get('add').hasAttribute('data-early')).toBe(true);
    expect(get('login').hasAttribute('data-early')).toBe(true);
    expect(get('off').hasAttribute('data-early')).toBe(false);

    // Hydrated: the handlers are there now.
    const order: string[] = [];
    get('add').addEventListener('click', () => order.push('add'));
    get('login').addEventListener('submit', (event) => {
      event.preventDefault();
      order.push(`login by ${(event as SubmitEvent).submitter?.id}`);
    });
    expect(replayEarlyActions()).toBe(2);
    expect(order).toEqual(['add', 'login by send']);
    expect(document.querySelectorAll('[data-early]')).toHaveLength(0);

    // The script has stopped: a click now is the page's own, done once.
    get('add').click();
    expect(order).toEqual(['add', 'login by send', 'add']);
    expect(replayEarlyActions()).toBe(0);
  });

  it('leaves links, forms with an action and buttons gone from the page alone', () => {
    const { get } = page();
    const native = new Event('submit', { bubbles: true, cancelable: true });
    get('native').dispatchEvent(native);
    expect(native.defaultPrevented).toBe(false);
    get('link').click();
    get('add').click();
    const clicked = vi.fn();
    get('add').addEventListener('click', clicked);
    get('add').remove();
    expect(replayEarlyActions()).toBe(0);
    expect(clicked).not.toHaveBeenCalled();
  });
});
