// What a shopper (or a password manager) put in a field before the page hydrated
// (docs/decisions/forms-before-javascript.md). A module of its own: the product page's steppers and choices use it
// without the form fields' module and the validation rules that come with it.
import { useLayoutEffect, useRef, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a shopper (or a password manager) typed or chose before the page hydrated stays in the control: React
 * keeps a control's value as it finds it when hydrating. Once mounted, the model takes it, as typing would have.
 * On a client render the control holds the model's value already, and nothing happens.
 */
export const useEarlyValue = (
  control: RefObject<Control | null>,
  value: string,
  onValueChange: (value: string) => void,
) => {
  const first = useRef({ value, onValueChange });
  useLayoutEffect(() => {
    const shown = control.current?.value;
    if (shown !== undefined && shown !== first.current.value) first.current.onValueChange(shown);
  }, [control]);
};

/** `useEarlyValue` for a checkbox or a radio button: whether it is checked. */
export const useEarlyChecked = (
  control: RefObject<HTMLInputElement | null>,
  checked: boolean,
  onCheckedChange: (checked: boolean) => void,
) => {
  const first = useRef({ checked, onCheckedChange });
  useLayoutEffect(() => {
    const shown = control.current?.checked;
    if (shown !== undefined && shown !== first.current.checked) first.current.onCheckedChange(shown);
  }, [control]);
};
