import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Told once per failure, e.g. to pass the message on to the shell. */
  onError: (message: string) => void;
  fallback: (message: string) => ReactNode;
  children: ReactNode;
}

/** A rendering fault shows a message (and reaches the shell) instead of a blank frame. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { message: string | null }> {
  override state = { message: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? error.message : String(error));
  }

  override render() {
    return this.state.message === null ? this.props.children : this.props.fallback(this.state.message);
  }
}
