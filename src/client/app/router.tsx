/** Spec part 1 §2 and part 2 §2: every route of the product. */
import { Route, Routes } from 'react-router';
import { PageNotFound } from '../components/layout/page-not-found.tsx';
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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="login" element={<AuthPage />} />
        <Route path="signup" element={<AuthPage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route
          path="applicant"
          element={
            <RouteGuard allow="developer">
              <ApplicantDashboard />
            </RouteGuard>
          }
        />
        <Route
          path="employer"
          element={
            <RouteGuard allow="employer">
              <EmployerDashboard />
            </RouteGuard>
          }
        />
        <Route
          path="admin"
          element={
            <RouteGuard allow="admin">
              <AdminDashboard />
            </RouteGuard>
          }
        />
        <Route
          path="admin/blog"
          element={
            <RouteGuard allow="admin">
              <AdminBlogPage />
            </RouteGuard>
          }
        />
        <Route
          path="candidate/:userId"
          element={
            <RouteGuard allow="employer">
              <CandidateProfilePage />
            </RouteGuard>
          }
        />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="resume/:resumeId" element={<ResumePage />} />
        <Route path="*" element={<PageNotFound />} />
      </Route>
    </Routes>
  );
}
