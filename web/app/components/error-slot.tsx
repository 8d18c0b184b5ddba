// The error slot (spec §4 Misc UI): a part of the page that fails to render after hydration is replaced by a
// short message with a clear-error action ('Opnieuw proberen' renders it again), and the failure is recorded as an
// error event (`renderFailed`). The header, footer and the rest of the page stay usable. A new page (the
// `resetKey`, the path) clears it too. Errors of the server render and of loaders are the route's error page.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorSlotProps {
  children: ReactNode;
  /** A change (the next page) clears the error. */
  resetKey: string;
  /** Called once per caught error (records the error event). */
  onError: (error: Error) => void;
  /** What shows instead of the failed part; `clear` renders the part again. */
  fallback: (clear: () => void) => ReactNode;
}

interface ErrorSlotState {
  error: Error | null;
  resetKey: string;
}

export class ErrorSlot extends Component<ErrorSlotProps, ErrorSlotState> {
  override state: ErrorSlotState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorSlotState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorSlotProps, state: ErrorSlotState): Partial<ErrorSlotState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  clear = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : this.props.fallback(this.clear);
  }
}
