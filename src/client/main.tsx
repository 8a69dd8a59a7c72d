import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { preloadRoute } from './app/route-preload.ts';
import { AppRoutes } from './app/router.tsx';
import { beginSessionCheck } from './lib/session-context.tsx';
import './styles.css';

/** How long the first render waits for the screen's code before it shows the loading state instead. */
const FIRST_RENDER_WAIT_MS = 1000;

beginSessionCheck();
// The screen's code and first calls start together, and the screen then renders without a loading
// flash; on a slow connection it renders its fallback after a second and fills in later.
const screenReady = preloadRoute(window.location).catch(() => undefined);
const waitLimit = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));

void Promise.race([screenReady, waitLimit]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  ),
);
