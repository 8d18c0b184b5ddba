// @vitest-environment jsdom
// Tab out of a radio group inside a panel (app/components/radio-tab.ts): a group that ends the panel wraps to the
// panel's first stop (Shift+Tab from a group that starts it, to the last); anywhere else the browser moves.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyboardEvent } from 'react';
import { tabOutOfRadioGroup } from '../app/components/radio-tab';

const panel = (html: string): HTMLElement => {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
};

const press = (container: HTMLElement, target: Element, shiftKey = false) => {
  const event = {
    key: 'Tab',
    shiftKey,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    defaultPrevented: false,
    target,
    currentTarget: container,
    preventDefault: vi.fn(),
  };
  tabOutOfRadioGroup(event as unknown as KeyboardEvent<HTMLElement>);
  return event.preventDefault.mock.calls.length > 0;
};

const SHAPES = `
  <button id="close">Sluiten</button>
  <input type="radio" name="shape" id="a"><input type="radio" name="shape" id="b"><input type="radio" name="shape" id="c">
  <button id="next" disabled>Doorgaan</button>`;

afterEach(() => document.body.replaceChildren());

describe('tabOutOfRadioGroup', () => {
  it('wraps Tab from any radio of a group that ends the panel to its first stop', () => {
    const container = panel(SHAPES);
    for (const id of ['a', 'b', 'c']) {
      const radio = container.querySelector(`#${id}`)!;
      (radio as HTMLElement).focus();
      expect(press(container, radio)).toBe(true);
      expect(document.activeElement?.id).toBe('close');
    }
  });

  it('leaves Tab to the browser when a stop outside the group follows it', () => {
    const container = panel(SHAPES.replace(' disabled', ''));
    const radio = container.querySelector<HTMLElement>('#a')!;
    radio.focus();
    expect(press(container, radio)).toBe(false);
    expect(document.activeElement).toBe(radio);
  });

  it('skips stops Tab cannot reach (disabled, hidden, tabindex -1) when deciding the group ends the panel', () => {
    const container = panel(`${SHAPES}<a href="/x" tabindex="-1">x</a><button style="display:none">y</button>`);
    const radio = container.querySelector<HTMLElement>('#c')!;
    radio.focus();
    expect(press(container, radio)).toBe(true);
    expect(document.activeElement?.id).toBe('close');
  });

  it('wraps Shift+Tab from a group that starts the panel to its last stop, and lands on a group’s checked radio', () => {
    const container = panel(`
      <input type="radio" name="pay" id="p1"><input type="radio" name="pay" id="p2">
      <button id="middle">Annuleren</button>
      <input type="radio" name="size" id="s1"><input type="radio" name="size" id="s2" checked><input type="radio" name="size" id="s3">`);
    const first = container.querySelector<HTMLElement>('#p2')!;
    first.focus();
    expect(press(container, first, true)).toBe(true);
    expect(document.activeElement?.id).toBe('s2');
    const last = container.querySelector<HTMLElement>('#s3')!;
    last.focus();
    expect(press(container, last)).toBe(true);
    // Forward to the first stop: a group with none checked gives its first radio.
    expect(document.activeElement?.id).toBe('p1');
  });

  it('keeps the focus in a group when the panel has nothing else to go to, and ignores other keys and elements', () => {
    const container = panel('<input type="radio" name="only" id="o1"><input type="radio" name="only" id="o2">');
    const radio = container.querySelector<HTMLElement>('#o1')!;
    radio.focus();
    expect(press(container, radio)).toBe(true);
    expect(document.activeElement).toBe(radio);
    const button = panel('<button id="b">b</button>').querySelector<HTMLElement>('#b')!;
    expect(press(button.parentElement!, button)).toBe(false);
  });
});
