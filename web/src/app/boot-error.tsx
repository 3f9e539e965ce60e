import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SUPPORT_EMAIL } from '@shared/constants';
import { useT } from '../lib/i18n/use-t';
import { BootIntl } from './boot-intl';
import './boot-error.css';

/** Shown when the app cannot start (e.g. /config.json missing or invalid): what failed, plainly. */
export function ConfigErrorPage({ reason }: { reason: string }) {
  return (
    <BootIntl>
      <ConfigError reason={reason} />
    </BootIntl>
  );
}

function ConfigError({ reason }: { reason: string }) {
  const t = useT();
  return (
    <main className="boot-error">
      <h1>{t('status.bootTitle')}</h1>
      <p>{t('status.bootConfig')}</p>
      <pre className="boot-error__detail">{reason}</pre>
      <p>
        {t.rich('status.bootConfigHint', {
          code: (chunks) => <code>{chunks}</code>,
          email: SUPPORT_EMAIL,
          mail: (chunks) => <a href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</a>,
        })}
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('status.bootTryAgain')}
      </button>
    </main>
  );
}

function CriticalError() {
  const t = useT();
  return (
    <main className="boot-error">
      <h1>{t('status.criticalError')}</h1>
      <button type="button" onClick={() => window.location.assign('/app/Home')}>
        {t('status.goHome')}
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
      <BootIntl>
        <CriticalError />
      </BootIntl>
    );
  }
}
