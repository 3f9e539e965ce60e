import { Component, type ErrorInfo, type ReactNode } from 'react';
import { pageMessages } from '@shared/messages';
import { SUPPORT_EMAIL } from '@shared/constants';
import './boot-error.css';

/** Shown when the app cannot start (e.g. /config.json missing or invalid): what failed, plainly. */
export function ConfigErrorPage({ reason }: { reason: string }) {
  return (
    <main className="boot-error">
      <h1>Fieldwise could not start</h1>
      <p>The app could not load its configuration.</p>
      <pre className="boot-error__detail">{reason}</pre>
      <p>
        If you run the app yourself, check that <code>/config.json</code> is served (the local stack writes it; a
        deployment writes it from the stack outputs). Otherwise try again later or contact{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}

/** Last line of defence outside the router (providers): the generic error text. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the app', error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="boot-error">
        <h1>{pageMessages.criticalError}</h1>
        <button type="button" onClick={() => window.location.assign('/app/Home')}>
          Go to Home
        </button>
      </main>
    );
  }
}
