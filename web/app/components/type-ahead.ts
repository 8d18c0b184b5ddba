// Typing before the field is there (docs/search.md "Typing at once"). The search modal's code loads when it is
// first opened, so its input appears some 100-300 ms after the click or the `/`; a shopper who types at once
// lost those first letters to the page. Opening the modal now puts the focus, in the click's own task, on a field
// of the page that nobody sees: the letters go there (on a phone its keyboard opens too, as iOS opens one only for
// a field focused in the tap itself), and the modal's input takes them over when it takes the focus. Escape in
// that field closes what was opening. Browser only: every function here runs from an event.

/** The hidden field while it has the focus, and what had the focus before it. */
let field: HTMLInputElement | null = null;
let origin: HTMLElement | null = null;
/** What was typed in the field, kept when it lost the focus until the input takes it. */
let typed = '';

const drop = () => {
  const input = field;
  if (input === null) return;
  // Cleared first: removing the focused field fires its blur, which calls this again.
  field = null;
  typed = input.value;
  input.remove();
};

/**
 * Puts the focus on a hidden field labelled `label` (the input it stands for) until something else takes it.
 * Escape there removes it, forgets what was typed, calls `onEscape` and gives the focus back.
 */
export const startTypeAhead = (label: string, onEscape: () => void): void => {
  const active = document.activeElement;
  // Started again from the field itself: the focus still goes back to where it was before the first.
  if (active === null || active !== field) {
    origin = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  drop();
  typed = '';
  const input = document.createElement('input');
  input.type = 'text';
  input.className = 'type-ahead';
  input.autocomplete = 'off';
  input.spellcheck = false;
  input.setAttribute('aria-label', label);
  input.addEventListener('blur', drop);
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    const back = origin;
    drop();
    typed = '';
    onEscape();
    back?.focus();
  });
  document.body.append(input);
  input.focus({ preventScroll: true });
  field = input;
};

/** The letters typed in the hidden field since `startTypeAhead`, once ('' when none). */
export const takeTypeAhead = (): string => {
  drop();
  const text = typed;
  typed = '';
  return text;
};

/** What a panel gives the focus back to when it closes: what had it before the hidden field, if that has it. */
export const focusOrigin = (active: Element | null): Element | null =>
  active !== null && active === field ? origin : active;
