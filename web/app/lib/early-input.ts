// What a shopper typed or chose before the page hydrated (docs/architecture.md "Input before hydration"). The
// server's form is there at once, its handlers only once the JavaScript has loaded and hydrated: on a slow line a
// shopper types the e-mail address and password, or picks another delivery address, in between. The fields show
// it, but the form models never heard of it, so 'Inloggen' answered 'Dit veld is verplicht' under two filled-in
// fields (found by trying it), and a radio picked early would not have been the one sent. Hydration keeps what an
// input shows (Preact sets no value while hydrating) except a textarea's, which it sets back to the server's.
// So: before hydration the controls the server wrote are noted, with the text of any textarea already typed in;
// after it every control that differs from what the server wrote tells its handlers, as typing would have.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs that hold nothing a shopper types or chooses. */
const NOT_ENTERED = /^(?:hidden|submit|button|reset|image|file)$/;

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Whether the control holds something other than what the server wrote. */
const changed = (control: Control): boolean => {
  if (control instanceof HTMLSelectElement) {
    return Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
  }
  return isCheckable(control) ? control.checked !== control.defaultChecked : control.value !== control.defaultValue;
};

let noted: { controls: Control[]; typed: Map<Control, string> } | null = null;

/** Before hydration: notes the server's controls, and the text of each textarea already typed in. */
export const noteEarlyInput = (root: ParentNode = document): void => {
  const controls = Array.from(root.querySelectorAll<Control>('input, textarea, select')).filter(
    (control) => !(control instanceof HTMLInputElement && NOT_ENTERED.test(control.type)),
  );
  const typed = new Map<Control, string>();
  for (const control of controls) {
    if (control instanceof HTMLTextAreaElement && changed(control)) typed.set(control, control.value);
  }
  noted = { controls, typed };
};

/**
 * After hydration: every noted control the shopper changed fires the event its handlers listen to (`input` for
 * text, `change` for checkboxes, radios and selects; of a radio group the one now chosen), once. Returns how
 * many did.
 */
export const replayEarlyInput = (): number => {
  if (noted === null) return 0;
  const { controls, typed } = noted;
  noted = null;
  let replayed = 0;
  for (const control of controls) {
    if (!control.isConnected || control.disabled) continue;
    const text = typed.get(control);
    if (text !== undefined && control.value !== text) control.value = text;
    if (!changed(control) || (isCheckable(control) && control.type === 'radio' && !control.checked)) continue;
    const kind = control instanceof HTMLSelectElement || isCheckable(control) ? 'change' : 'input';
    control.dispatchEvent(new Event(kind, { bubbles: true }));
    replayed += 1;
  }
  return replayed;
};

/** What the head's script (`#early-actions`) noted before hydration: buttons clicked, forms sent. */
interface EarlyActions {
  q: { t: Element; s: HTMLElement | null }[];
  stop: () => void;
}

/**
 * After hydration (and `replayEarlyInput`, so the forms' models hold what was typed): stops the head's script and
 * does again what it noted, in order: a button is clicked (unless now disabled), a form sent with the button that
 * sent it. Returns how many were.
 */
export const replayEarlyActions = (): number => {
  const early = (window as { __etalageEarly?: EarlyActions }).__etalageEarly;
  if (!early) return 0;
  early.stop();
  delete (window as { __etalageEarly?: EarlyActions }).__etalageEarly;
  let replayed = 0;
  for (const { t: target, s: submitter } of early.q) {
    target.removeAttribute('data-early');
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) {
      const sentBy = submitter instanceof HTMLButtonElement && submitter.form === target ? submitter : null;
      target.requestSubmit(sentBy);
    } else if (target instanceof HTMLButtonElement && !target.disabled) {
      target.click();
    } else continue;
    replayed += 1;
  }
  return replayed;
};
