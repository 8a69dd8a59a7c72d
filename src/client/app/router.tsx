/** Spec part 1 §2 and part 2 §2: every route of the product. */
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PageNotFound } from '../components/layout/page-not-found.tsx';
import { RouteErrorBoundary } from '../components/layout/route-error-boundary.tsx';
import { AuthPage } from '../features/auth/routes/auth-page.tsx';
import { ForgotPasswordPage } from '../features/auth/routes/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/auth/routes/reset-password-page.tsx';
import { LandingPage } from '../features/landing/routes/landing-page.tsx';
import { AppLayout } from './app-layout.tsx';
import {
  AdminBlogPage,
  AdminDashboard,
  ApplicantDashboard,
  BlogListPage,
  BlogPostPage,
  CandidateProfilePage,
  EmployerDashboard,
  ResumePage,
} from './lazy-routes.ts';
import { RouteGuard } from './route-guard.tsx';

/** Every screen gets its own error boundary with 'Try again'; the header stays usable. */
function screen(element: ReactNode) {
  return <RouteErrorBoundary>{element}</RouteErrorBoundary>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={screen(<LandingPage />)} />
        <Route path="login" element={screen(<AuthPage />)} />
        <Route path="signup" element={screen(<AuthPage />)} />
        <Route path="auth" element={screen(<AuthPage />)} />
        <Route path="forgot-password" element={screen(<ForgotPasswordPage />)} />
        <Route path="reset-password" element={screen(<ResetPasswordPage />)} />
        <Route
          path="applicant"
          element={screen(
            <RouteGuard allow="developer">
              <ApplicantDashboard />
            </RouteGuard>,
          )}
        />
        <Route
          path="employer"
          element={screen(
            <RouteGuard allow="employer">
              <EmployerDashboard />
            </RouteGuard>,
          )}
        />
        <Route
          path="admin"
          element={screen(
            <RouteGuard allow="admin">
              <AdminDashboard />
            </RouteGuard>,
          )}
        />
        <Route
          path="admin/blog"
          element={screen(
            <RouteGuard allow="admin">
              <AdminBlogPage />
            </RouteGuard>,
          )}
        />
        <Route
          path="candidate/:userId"
          element={screen(
            <RouteGuard allow="employer">
              <CandidateProfilePage />
            </RouteGuard>,
          )}
        />
        <Route path="blog" element={screen(<BlogListPage />)} />
        <Route path="blog/:slug" element={screen(<BlogPostPage />)} />
        <Route path="resume/:resumeId" element={screen(<ResumePage />)} />
        <Route path="*" element={screen(<PageNotFound />)} />
      </Route>
    </Routes>
  );
}
