// A form a model sends (docs/decisions/forms-before-javascript.md): before and without JavaScript it posts to
// its page's action with its intent; once hydrated the model sends it, with no document load, and focus goes to
// the first field that says it is invalid.
import { useRef, type ReactNode } from 'react';
import { Form } from 'react-router';
import { INTENT_FIELD } from '~/effector/route';
import { focusFirstInvalid } from './form-field';

export function ModelForm({
  intent,
  busy,
  onSend,
  className = 'form',
  children,
}: {
  intent: string;
  busy: boolean;
  /** What the hydrated form does on submit: the model's event. */
  onSend: () => void;
  className?: string;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <Form
      ref={form}
      method="post"
      className={className}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
        focusFirstInvalid(form.current);
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {children}
    </Form>
  );
}
