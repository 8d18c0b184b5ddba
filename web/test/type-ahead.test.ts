// @vitest-environment jsdom
// Typing before the search modal's input is there (app/components/type-ahead.ts): the hidden field takes the
// focus, its text goes to whoever takes it next (once), Escape closes and gives the focus back, and a panel that
// opens while the field has the focus gives it back to what had it before.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusOrigin, startTypeAhead, takeTypeAhead } from '../app/components/type-ahead';

const button = () => {
  const element = document.createElement('button');
  element.textContent = 'Zoeken';
  document.body.append(element);
  element.focus();
  return element;
};

const hiddenField = () => document.querySelector<HTMLInputElement>('input.type-ahead');

afterEach(() => {
  takeTypeAhead();
  document.body.replaceChildren();
});

describe('type-ahead', () => {
  it('puts the focus on a labelled hidden field; the input that takes the focus takes its text, once', () => {
    const opener = button();
    startTypeAhead('Zoeken', () => undefined);
    const field = hiddenField()!;
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-label')).toBe('Zoeken');
    expect(focusOrigin(document.activeElement)).toBe(opener);
    field.value = 'wol';
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    expect(hiddenField()).toBeNull();
    expect(takeTypeAhead()).toBe('wol');
    expect(takeTypeAhead()).toBe('');
    // Once the field is gone, what has the focus is its own origin.
    expect(focusOrigin(input)).toBe(input);
  });

  it('Escape removes the field, forgets the text, calls back and gives the focus back', () => {
    const opener = button();
    const onEscape = vi.fn();
    startTypeAhead('Zoeken', onEscape);
    const field = hiddenField()!;
    field.value = 'vaas';
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    field.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(hiddenField()).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(takeTypeAhead()).toBe('');
  });

  it('other keys are typing, and a second start begins afresh with one field', () => {
    const opener = button();
    const onEscape = vi.fn();
    startTypeAhead('Zoeken', onEscape);
    hiddenField()!.value = 'old';
    hiddenField()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(onEscape).not.toHaveBeenCalled();
    startTypeAhead('Zoeken', onEscape);
    expect(document.querySelectorAll('input.type-ahead')).toHaveLength(1);
    expect(focusOrigin(document.activeElement)).toBe(opener);
    hiddenField()!.value = 'new';
    expect(takeTypeAhead()).toBe('new');
  });

  it('the text typed before the focus went elsewhere stays for the input', () => {
    button();
    startTypeAhead('Search', () => undefined);
    hiddenField()!.value = 'lamp';
    hiddenField()!.blur();
    expect(hiddenField()).toBeNull();
    expect(takeTypeAhead()).toBe('lamp');
  });
});
