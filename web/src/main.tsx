/**
 * Start-up: unregister leftover service workers, load /config.json, configure Amplify
 * once, then render. A configuration failure shows a page that says what is wrong.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ConfigErrorPage, RootErrorBoundary } from './app/boot-error';
import { configureAmplify } from './lib/amplify';
import { loadRuntimeConfig } from './lib/runtime-config';
import { unregisterServiceWorkers } from './lib/service-worker';
import './styles/global.css';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  void unregisterServiceWorkers();
  try {
    const config = await loadRuntimeConfig();
    configureAmplify(config);
  } catch (err) {
    console.error(err);
    root.render(<ConfigErrorPage reason={err instanceof Error ? err.message : String(err)} />);
    return;
  }
  root.render(
    <StrictMode>
      <RootErrorBoundary>
        <App />
      </RootErrorBoundary>
    </StrictMode>,
  );
}

void start();
