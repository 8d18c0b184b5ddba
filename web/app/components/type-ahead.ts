// Typing before the field is there (docs/search.md "Decisions"): opening the search modal puts the focus, in
// the click's own task, on a hidden field of the page, so the first letters (and a phone's keyboard) are not lost
// while the modal's code loads; the modal's input takes them over with the focus. Browser only.

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
