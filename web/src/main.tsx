/**
 * Start-up: load /config.json, configure Amplify once, then render. A configuration failure shows a
 * page that says what is wrong. The service worker is registered later, once the first screen has
 * settled (lib/pwa/offline-cache.tsx).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ConfigErrorPage, RootErrorBoundary } from './app/boot-error';
import { configureAmplify } from './lib/amplify';
import { loadRuntimeConfig } from './lib/runtime-config';
import './styles/global.css';

async function start() {
  const root = createRoot(document.getElementById('root')!);
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
