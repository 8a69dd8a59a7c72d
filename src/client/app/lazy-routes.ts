/**
 * Screens behind a login or a link load as their own chunks, so the landing and sign-in pages
 * stay small. The landing and auth screens are imported directly by the router.
 */
import { lazy } from 'react';

export const ApplicantDashboard = lazy(() => import('./routes/applicant-dashboard.tsx').then((m) => ({ default: m.ApplicantDashboard })));
export const EmployerDashboard = lazy(() => import('./routes/employer-dashboard.tsx').then((m) => ({ default: m.EmployerDashboard })));
export const AdminDashboard = lazy(() =>
  import('../features/admin/routes/admin-dashboard.tsx').then((m) => ({ default: m.AdminDashboard })),
);
export const AdminBlogPage = lazy(() => import('../features/admin/routes/admin-blog-page.tsx').then((m) => ({ default: m.AdminBlogPage })));
export const CandidateProfilePage = lazy(() =>
  import('../features/employer/routes/candidate-profile-page.tsx').then((m) => ({
    default: m.CandidateProfilePage,
  })),
);
export const BlogListPage = lazy(() => import('../features/blog/routes/blog-list-page.tsx').then((m) => ({ default: m.BlogListPage })));
export const BlogPostPage = lazy(() => import('../features/blog/routes/blog-post-page.tsx').then((m) => ({ default: m.BlogPostPage })));
export const ResumePage = lazy(() => import('../features/resumes/routes/resume-page.tsx').then((m) => ({ default: m.ResumePage })));
