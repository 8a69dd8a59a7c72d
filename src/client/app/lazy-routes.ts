/**
 * Every screen but the landing page loads as its own chunk, with the query client (see
 * lib/lazy-component.tsx), so the landing page's first download stays within its budget
 * (issue 14, scripts/check-bundle-budget.mjs): the sign-in and sign-up forms bring Zod and the shared
 * schemas, the dashboards much more. The landing screen is imported directly by app/router.tsx, so `/`
 * paints with no fallback in between.
 */
import { lazyWithQueryClient } from '../lib/lazy-component.tsx';

export const ApplicantDashboard = lazyWithQueryClient(() => import('./routes/applicant-dashboard.tsx').then((m) => m.ApplicantDashboard));
export const EmployerDashboard = lazyWithQueryClient(() => import('./routes/employer-dashboard.tsx').then((m) => m.EmployerDashboard));
export const AdminDashboard = lazyWithQueryClient(() =>
  import('../features/admin/routes/admin-dashboard.tsx').then((m) => m.AdminDashboard),
);
export const AdminBlogPage = lazyWithQueryClient(() => import('../features/admin/routes/admin-blog-page.tsx').then((m) => m.AdminBlogPage));
export const CandidateProfilePage = lazyWithQueryClient(() =>
  import('../features/candidate-search/routes/candidate-profile-page.tsx').then((m) => m.CandidateProfilePage),
);
export const BlogListPage = lazyWithQueryClient(() => import('../features/blog/routes/blog-list-page.tsx').then((m) => m.BlogListPage));
export const BlogPostPage = lazyWithQueryClient(() => import('../features/blog/routes/blog-post-page.tsx').then((m) => m.BlogPostPage));
export const JobsBoardPage = lazyWithQueryClient(() =>
  import('../features/jobs/board/routes/jobs-board-page.tsx').then((m) => m.JobsBoardPage),
);
export const JobPageScreen = lazyWithQueryClient(() => import('./routes/job-page-screen.tsx').then((m) => m.JobPageScreen));
export const AccountPage = lazyWithQueryClient(() => import('../features/accounts/routes/account-page.tsx').then((m) => m.AccountPage));
export const MessagesPage = lazyWithQueryClient(() => import('./routes/messages-screen.tsx').then((m) => m.MessagesScreen));
export const ResumePage = lazyWithQueryClient(() => import('../features/resumes/routes/resume-page.tsx').then((m) => m.ResumePage));
export const PublicResumePage = lazyWithQueryClient(() =>
  import('../features/resumes/routes/public-resume-page.tsx').then((m) => m.PublicResumePage),
);
export const AuthPage = lazyWithQueryClient(() => import('../features/auth/routes/auth-page.tsx').then((m) => m.AuthPage));
export const ForgotPasswordPage = lazyWithQueryClient(() =>
  import('../features/auth/routes/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyWithQueryClient(() =>
  import('../features/auth/routes/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
);
export const VerifyEmailPage = lazyWithQueryClient(() =>
  import('../features/auth/routes/verify-email-page.tsx').then((m) => m.VerifyEmailPage),
);
export const JoinPage = lazyWithQueryClient(() => import('./routes/join-page.tsx').then((m) => m.JoinPage));
