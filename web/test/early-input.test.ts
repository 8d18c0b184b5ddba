// @vitest-environment jsdom
// What a shopper typed or chose before hydration (app/lib/early-input.ts): after hydration each control that
// differs from what the server wrote fires the event its handlers listen to, once; untouched controls, hidden
// inputs, controls no longer on the page and the radios a choice left fire nothing; a textarea's text that
// hydration set back is put back.
import { afterEach, describe, expect, it } from 'vitest';
import { noteEarlyInput, replayEarlyInput } from '../app/lib/early-input';

const serverForm = () => {
  document.body.innerHTML = `
    <form>
      <input id="email" type="email" value="">
      <input id="name" type="text" value="Noor">
      <input id="token" type="hidden" value="a">
      <textarea id="message"></textarea>
      <select id="country"><option value="NL" selected>NL</option><option value="BE">BE</option></select>
      <input id="news" type="checkbox">
      <input id="a1" type="radio" name="address" value="1" checked>
      <input id="a2" type="radio" name="address" value="2">
      <input id="off" type="text" value="" disabled>
    </form>`;
  const heard: string[] = [];
  for (const control of document.querySelectorAll('input, textarea, select')) {
    for (const kind of ['input', 'change']) control.addEventListener(kind, () => heard.push(`${control.id}:${kind}`));
  }
  const get = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return { heard, get };
};

afterEach(() => {
  replayEarlyInput();
  document.body.replaceChildren();
});

describe('input before hydration', () => {
  it('tells the handlers of every control the shopper changed, with the event typing or choosing fires', () => {
    const { heard, get } = serverForm();
    get<HTMLInputElement>('email').value = 'noor@example.com';
    get<HTMLTextAreaElement>('message').value = 'Graag bellen';
    noteEarlyInput();
    // Typed on while the page hydrated; hydration sets a textarea back to the server's text.
    get<HTMLSelectElement>('country').value = 'BE';
    get<HTMLInputElement>('news').checked = true;
    get<HTMLInputElement>('a2').checked = true;
    get<HTMLTextAreaElement>('message').value = '';
    get<HTMLInputElement>('off').value = 'x';

    expect(replayEarlyInput()).toBe(5);
    expect(heard.sort()).toEqual(['a2:change', 'country:change', 'email:input', 'message:input', 'news:change']);
    expect(get<HTMLTextAreaElement>('message').value).toBe('Graag bellen');
    // Once: a second call has nothing noted.
    expect(replayEarlyInput()).toBe(0);
  });

  it('fires nothing for a form left as the server wrote it, or changed back', () => {
    const { heard, get } = serverForm();
    noteEarlyInput();
    get<HTMLInputElement>('name').value = 'Noo';
    get<HTMLInputElement>('name').value = 'Noor';
    expect(replayEarlyInput()).toBe(0);
    expect(heard).toEqual([]);
  });

  it('skips controls no longer on the page and controls added after the note', () => {
    const { heard, get } = serverForm();
    noteEarlyInput();
    const email = get<HTMLInputElement>('email');
    email.value = 'gone@example.com';
    email.remove();
    const added = document.createElement('input');
    added.value = 'client';
    document.body.append(added);
    expect(replayEarlyInput()).toBe(0);
    expect(heard).toEqual([]);
  });
});
