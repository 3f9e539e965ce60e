import { Link, useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { ButtonLink } from '../../components/button';
import { useDocumentTitle } from '../../components/page-header';
import { useT } from '../../lib/i18n/use-t';
import { PublicLayout } from './public-layout';
import './status-pages.css';

/** The 404 text inside whatever layout the path lives under ('any other path under the layout'). */
export function NotFoundContent() {
  const t = useT();
  useDocumentTitle(t('status.notFoundTitle'));
  return (
    <div className="status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-page__title">{t('status.notFound')}</h1>
      <p className="status-page__hint">{t('status.notFoundHint')}</p>
      <ButtonLink to="/app/Home">{t('status.goHome')}</ButtonLink>
    </div>
  );
}

/** 404 outside the app shell (public paths). */
export function NotFoundPage() {
  return (
    <PublicLayout>
      <NotFoundContent />
    </PublicLayout>
  );
}

/** /error, and what any route shows when rendering fails: the generic error page. */
export function CriticalErrorPage() {
  const t = useT();
  useDocumentTitle(t('status.errorTitle'));
  return (
    <PublicLayout>
      <div className="status-page">
        <p className="status-page__code" aria-hidden="true">
          !
        </p>
        <h1 className="status-page__title">{t('status.criticalError')}</h1>
        <p className="status-page__hint">
          {t.rich('status.criticalErrorHint', { guide: (chunks) => <Link to="/documentation">{chunks}</Link> })}
        </p>
        <ButtonLink to="/app/Home">{t('status.goHome')}</ButtonLink>
      </div>
    </PublicLayout>
  );
}

/** The router's error boundary: logs the cause for developers, shows the generic text to people. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unhandled error while rendering a route', error);
  }, [error]);
  return <CriticalErrorPage />;
}
