import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface BoundaryProps {
  /** What shows instead of the children once they failed; a function gets the failure. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  /** A change of it clears a failure: the next screen of an area gets its own chance. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error?: unknown;
  resetKey: string;
}

/**
 * Catches a remote (or the lazily loaded frame) that fails to load or to render, so the rest of the product keeps working. A
 * failure belongs to the screen it happened on: when the path changes, the area renders again.
 */
export class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Remote area failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}
