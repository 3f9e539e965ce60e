/**
 * Keeps one panel's failure to itself: if the map (or any panel inside) throws while drawing, the
 * panel says so and the rest of the dashboard stays usable. The error is logged.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export class PanelBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
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
          The {this.props.name.toLowerCase()} could not be shown. Reload the page to try again.
        </p>
      );
    }
    return this.props.children;
  }
}
