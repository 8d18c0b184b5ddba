// A form a model sends (docs/decisions/forms-before-javascript.md): before and without JavaScript it posts to
// its page's action with its intent; once hydrated the model sends it, with no document load, and focus goes to
// the first field that says it is invalid.
import type { ReactNode, Ref } from 'react';
import { Form } from 'react-router';
import { INTENT_FIELD } from '~/effector/route';
import { focusFirstInvalid } from './form-field';

interface ActionFormProps {
  /** Which of the page's forms this is, for its action. */
  intent: string;
  busy?: boolean;
  /** What the hydrated form does on submit, in the browser (the document is not sent). */
  onSubmit: (form: HTMLFormElement) => void;
  formRef?: Ref<HTMLFormElement>;
  className?: string;
  children: ReactNode;
}

/** The shell of every such form: a post to the page's action with its intent, taken over once hydrated. */
export function ActionForm({ intent, busy, onSubmit, formRef, className, children }: ActionFormProps) {
  return (
    <Form
      ref={formRef}
      method="post"
      className={className}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {children}
    </Form>
  );
}

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
  return (
    <ActionForm
      intent={intent}
      busy={busy}
      className={className}
      onSubmit={(form) => {
        onSend();
        focusFirstInvalid(form);
      }}
    >
      {children}
    </ActionForm>
  );
}
