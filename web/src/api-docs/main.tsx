/**
 * The API reference page (/api/docs): Redoc renders the OpenAPI document the site serves at
 * /api/openapi.json. Its own entry of the web build (web/api-docs.html), so neither Redoc nor the
 * document is in the app's bundles; everything comes from this origin (the site's CSP allows
 * nothing else, and the local stack runs offline).
 */
import { createRoot } from 'react-dom/client';
import { RedocStandalone } from 'redoc';
import { EXAMPLE_ORIGIN, OPENAPI_PATH } from '@shared/contract/examples';

/** The curl examples name a placeholder host; show the one this page is served from. */
function withThisOrigin(document: unknown): object {
  return JSON.parse(JSON.stringify(document).replaceAll(EXAMPLE_ORIGIN, window.location.origin)) as object;
}

async function start() {
  const root = createRoot(document.getElementById('reference')!);
  const response = await fetch(OPENAPI_PATH);
  if (!response.ok) {
    root.render(<p role="alert">The API document could not be loaded ({response.status}).</p>);
    return;
  }
  const spec = withThisOrigin(await response.json());
  root.render(
    <RedocStandalone
      spec={spec}
      options={{
        expandResponses: '200,201',
        requiredPropsFirst: true,
        sortTagsAlphabetically: true,
        theme: { colors: { primary: { main: '#1f4d33' } } },
      }}
    />,
  );
}

void start();
