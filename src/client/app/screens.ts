/**
 * Every screen but the landing page: its path, who may open it, its lazily loaded code, and the
 * calls it makes first. app/screen-routes.tsx turns the table into routes; app/preload-screen.ts uses
 * it to start a screen's calls while its code downloads, on the first load and on each navigation.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { TUserType } from '#shared/roles.ts';
import { sessionsQueryOptions } from '#client/features/accounts/api/sessions.ts';
import { managedPostsQueryOptions } from '#client/features/admin/api/admin-blog.ts';
import { prefetchAdminDashboard } from '#client/features/admin/routes/admin-dashboard.data.ts';
import { getBlogPostQueryOptions } from '#client/features/blog/api/get-blog-posts.ts';
import { prefetchBlogListPage } from '#client/features/blog/routes/blog-list-page.data.ts';
import { parseCandidateId, prefetchCandidateProfilePage } from '#client/features/candidate-search/routes/candidate-profile-page.data.ts';
import { prefetchJobPage } from '#client/features/jobs/board/routes/job-page.data.ts';
import { prefetchJobsBoardPage } from '#client/features/jobs/board/routes/jobs-board-page.data.ts';
import { prefetchMessagesPage } from '#client/features/conversations/routes/messages-page.data.ts';
import { getResumeQueryOptions } from '#client/features/resumes/api/resume-api.ts';
import { getPublicResumeQueryOptions } from '#client/features/resumes/api/resume-link-api.ts';
import type { TLazyComponent } from '#client/lib/lazy-component.tsx';
import type { TSessionUser } from '#client/lib/session-storage.ts';
import {
  AccountPage,
  AdminBlogPage,
  AdminDashboard,
  ApplicantDashboard,
  AuthPage,
  BlogListPage,
  BlogPostPage,
  CandidateProfilePage,
  EmployerDashboard,
  ForgotPasswordPage,
  JobPageScreen,
  JoinPage,
  JobsBoardPage,
  MessagesPage,
  ResetPasswordPage,
  PublicResumePage,
  ResumePage,
  VerifyEmailPage,
} from './lazy-routes.ts';
import { prefetchApplicantDashboard } from './routes/applicant-dashboard.data.ts';
import { prefetchEmployerDashboard } from './routes/employer-dashboard.data.ts';

/** What a screen's first calls may depend on: the path's parameters and its query string. */
export type TScreenVisit = { params: Params; searchParams: URLSearchParams };

type TScreenBase = {
  /** A react-router path pattern, relative to `/`. */
  path: string;
  Component: TLazyComponent<object>;
};

/** Who a guarded screen is for: one user type (and admins), or every signed-in user. */
export type TScreenAccess = TUserType | 'signed-in';

/** Whether the route guard shows a screen for `access` to this user: admins open every guarded screen. */
export function canOpenScreen(userType: TUserType, access: TScreenAccess): boolean {
  return access === 'signed-in' || userType === 'admin' || userType === access;
}

export type TScreen =
  | (TScreenBase & {
      allow?: undefined;
      /** Starts the screen's first calls. */
      prefetch?: (queryClient: QueryClient, visit: TScreenVisit) => void;
    })
  | (TScreenBase & {
      /** Who the route guard lets in (canOpenScreen). */
      allow: TScreenAccess;
      /** Starts the screen's first calls; made only for a signed-in user the route guard lets in. */
      prefetch?: (queryClient: QueryClient, visit: TScreenVisit & { user: TSessionUser }) => void;
    });

export const SCREENS: readonly TScreen[] = [
  { path: 'login', Component: AuthPage },
  { path: 'signup', Component: AuthPage },
  { path: 'auth', Component: AuthPage },
  { path: 'forgot-password', Component: ForgotPasswordPage },
  { path: 'reset-password', Component: ResetPasswordPage },
  { path: 'verify-email', Component: VerifyEmailPage },
  { path: 'join', Component: JoinPage },
  {
    path: 'applicant',
    Component: ApplicantDashboard,
    allow: 'developer',
    // An admin's preview shows no developer data of its own.
    prefetch: (queryClient, { user, searchParams }) => {
      if (user.userType === 'developer') prefetchApplicantDashboard(queryClient, user.id, searchParams);
    },
  },
  {
    path: 'employer',
    Component: EmployerDashboard,
    allow: 'employer',
    prefetch: (queryClient, { user, searchParams }) => prefetchEmployerDashboard(queryClient, user.id, searchParams),
  },
  {
    path: 'admin',
    Component: AdminDashboard,
    allow: 'admin',
    prefetch: (queryClient, { searchParams }) => prefetchAdminDashboard(queryClient, searchParams),
  },
  {
    path: 'admin/blog',
    Component: AdminBlogPage,
    allow: 'admin',
    prefetch: (queryClient) => void queryClient.prefetchQuery(managedPostsQueryOptions),
  },
  {
    path: 'candidate/:userId',
    Component: CandidateProfilePage,
    allow: 'employer',
    prefetch: (queryClient, { params, user }) => {
      const candidateId = parseCandidateId(params.userId);
      if (candidateId !== null) prefetchCandidateProfilePage(queryClient, candidateId, user.id);
    },
  },
  {
    path: 'messages/:conversationId?',
    Component: MessagesPage,
    allow: 'signed-in',
    prefetch: (queryClient, { params }) => prefetchMessagesPage(queryClient, params.conversationId),
  },
  {
    path: 'account',
    Component: AccountPage,
    allow: 'signed-in',
    prefetch: (queryClient) => void queryClient.prefetchQuery(sessionsQueryOptions),
  },
  { path: 'blog', Component: BlogListPage, prefetch: (queryClient, { searchParams }) => prefetchBlogListPage(queryClient, searchParams) },
  {
    path: 'blog/:slug',
    Component: BlogPostPage,
    prefetch: (queryClient, { params }) => void queryClient.prefetchQuery(getBlogPostQueryOptions(params.slug ?? '')),
  },
  { path: 'jobs', Component: JobsBoardPage, prefetch: (queryClient, { searchParams }) => prefetchJobsBoardPage(queryClient, searchParams) },
  { path: 'jobs/:jobId', Component: JobPageScreen, prefetch: (queryClient, { params }) => prefetchJobPage(queryClient, params) },
  {
    path: 'resume/:resumeId',
    Component: ResumePage,
    prefetch: (queryClient, { params }) => {
      if (/^\d+$/.test(params.resumeId ?? '')) void queryClient.prefetchQuery(getResumeQueryOptions(Number(params.resumeId)));
    },
  },
  {
    path: 'r/:slug',
    Component: PublicResumePage,
    prefetch: (queryClient, { params }) => void queryClient.prefetchQuery(getPublicResumeQueryOptions(params.slug ?? '')),
  },
];
