import { Link, useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { pageMessages } from '@shared/messages';
import { ButtonLink } from '../../components/button';
import { useDocumentTitle } from '../../components/page-header';
import { PublicLayout } from './public-layout';
import './status-pages.css';

/** The 404 text inside whatever layout the path lives under ('any other path under the layout'). */
export function NotFoundContent() {
  useDocumentTitle('Page not found');
  return (
    <div className="status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-page__title">{pageMessages.notFound}</h1>
      <p className="status-page__hint">Check the address, or start again from the home page.</p>
      <ButtonLink to="/app/Home">Go to Home</ButtonLink>
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
  useDocumentTitle('Error');
  const guide = <Link to="/documentation">read the getting-started guide</Link>;
  return (
    <PublicLayout>
      <div className="status-page">
        <p className="status-page__code" aria-hidden="true">
          !
        </p>
        <h1 className="status-page__title">{pageMessages.criticalError}</h1>
        <p className="status-page__hint">Try again in a moment. If it keeps happening, {guide} or contact support.</p>
        <ButtonLink to="/app/Home">Go to Home</ButtonLink>
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
