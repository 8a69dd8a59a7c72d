/**
 * Every route of the product but the landing page (app/router.tsx).
 * This table, the route guard and each screen load lazily (issue 14): a visitor of `/` downloads
 * none of it before the first paint.
 */
import { Route, Routes } from 'react-router';
import { PageNotFound } from '../components/layout/page-not-found.tsx';
import {
  AdminBlogPage,
  AdminDashboard,
  ApplicantDashboard,
  AuthPage,
  BlogListPage,
  BlogPostPage,
  CandidateProfilePage,
  EmployerDashboard,
  ForgotPasswordPage,
  ResetPasswordPage,
  ResumePage,
} from './lazy-routes.ts';
import { RouteGuard } from './route-guard.tsx';
import { screen } from './screen.tsx';

export function ScreenRoutes() {
  return (
    <Routes>
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
    </Routes>
  );
}
