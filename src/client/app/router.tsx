/**
 * The landing page, and every other route in app/screen-routes.tsx,
 * loaded lazily so the landing page's first download stays within its budget (issue 14).
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { LandingPage } from '../features/landing/routes/landing-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { screen } from './screen.tsx';

const ScreenRoutes = lazy(() => import('./screen-routes.tsx').then((m) => ({ default: m.ScreenRoutes })));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={screen(<LandingPage />)} />
        <Route path="*" element={<ScreenRoutes />} />
      </Route>
    </Routes>
  );
}
