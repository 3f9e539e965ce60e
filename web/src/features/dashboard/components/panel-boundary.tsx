/**
 * Keeps one panel's failure to itself: if the map (or any panel inside) throws while drawing, the
 * panel says so and the rest of the dashboard stays usable. The error is logged.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** `name` is for the log; `failed` is what the reader sees instead of the panel, in their language. */
export class PanelBoundary extends Component<
  { name: string; failed: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="dash-error" role="alert">
          {this.props.failed}
        </p>
      );
    }
    return this.props.children;
  }
}
