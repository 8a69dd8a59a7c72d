/**
 * Every route of the product but the landing page (app/router.tsx), built from the screen table
 * (app/screens.ts). This module, the route guard and each screen load lazily (issue 14): a visitor of
 * `/` downloads none of it before the first paint.
 */
import { Route, Routes } from 'react-router';
import { PageNotFound } from '../components/layout/page-not-found.tsx';
import { RouteGuard } from './route-guard.tsx';
import { screen } from './screen.tsx';
import { SCREENS } from './screens.ts';
import { useScreenPreload } from './use-screen-preload.ts';

export function ScreenRoutes() {
  useScreenPreload();
  return (
    <Routes>
      {SCREENS.map(({ path, Component, allow }) => (
        <Route
          key={path}
          path={path}
          element={screen(
            allow ? (
              <RouteGuard allow={allow}>
                <Component />
              </RouteGuard>
            ) : (
              <Component />
            ),
          )}
        />
      ))}
      <Route path="*" element={screen(<PageNotFound />)} />
    </Routes>
  );
}
