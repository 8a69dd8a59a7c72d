/**
 * The landing page, and every other route in app/screen-routes.tsx, loaded lazily so the landing
 * page's first download stays within its budget (issue 14).
 */
import { Route, Routes } from 'react-router';
import { LandingPage } from '../features/landing/routes/landing-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { ScreenRoutes } from './route-preload.ts';
import { screen } from './screen.tsx';

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
