/**
 * The authorization matrix (issue 14): for every API route, the status each actor gets and a valid
 * request for it. A 2xx means the actor may call the route; a 4xx is a refusal, which must leave the
 * database as it was. 401: no session. 403: the wrong role, or another's data decided from the ids
 * alone. 404: another's data the caller may not know exists (lib/access.ts).
 *
 * Statuses are listed as [anonymous, developerOwn, developerOther, employerOwn, employerOther, admin,
 * employerUnconfirmed]. "Own" is the owner of what the request addresses (developerOwn's resume,
 * profile, picture and notification; employerOwn's lists); "other" is an account of the same type
 * that owns none of it. employerUnconfirmed is employerOwn while their e-mail address waits for its
 * confirmation (decision 024): they keep their own lists and drafts, but every read of a developer's
 * data, the hiring pipeline, contacting and alerts answer 403, decided before any lookup.
 *
 * `hidden`: employers read a developer's data only while the profile is visible to them.
 * `notFeatured`: of a developer's resumes, employers read the featured one and those sent to their jobs.
 *
 * `request(fx, fresh)`: with `fresh`, the call is an allowed one and may change data, so routes that
 * use something up (a resume to delete, a pending improvement) make a new one first.
 */
import { BLOG_IMAGE_ALT_FIELD, BLOG_IMAGE_FIELD } from '#shared/schemas/blog.ts';
import { buildRegistration } from './users.ts';
import { insertBlogPost, insertBlogPostWithImage } from './blog.ts';
import { buildMultipart } from './multipart.ts';
import {
  addOwnColleague,
  addOwnFavorite,
  createOwnTag,
  createOwnTemplate,
  tagOwnCandidate,
  applyToNewJob,
  changeOwnPasswordRequest,
  createAdminTarget,
  createVerificationTokenFor,
  createOwnResume,
  createResetTokenFor,
  employerOwnAccount,
  openOwnSessionId,
  improveOwnResume,
  inviteToOwnCompany,
  multipartFile,
  openOwnConversation,
  proposeOwnInterview,
  publishOwnResume,
  saveOwnNote,
  saveOwnSearch,
  type TActor,
  type TMatrixFixtures,
  type TMatrixRequest,
} from './authorization-fixtures.ts';
import { A_JOB, postJob } from './jobs.ts';
import { buildResumeData } from './resumes.ts';

type TStatuses = readonly [
  anonymous: number,
  developerOwn: number,
  developerOther: number,
  employerOwn: number,
  employerOther: number,
  admin: number,
  employerUnconfirmed: number,
];

type TMatrixEntry = {
  statuses: TStatuses;
  /**
   * For routes that address developerOwn's data: what [employerOwn, employerOther] get once the
   * developer hides their profile from employers. Hidden data is as unknown to employers: 404.
   */
  hidden?: readonly [employerOwn: number, employerOther: number];
  /**
   * For routes that address one resume by its id: what [employerOwn, employerOther] get for
   * developerOwn's resumes that are not featured (decision 028). `sent`: sent with an application to
   * employerOwn's job, so employerOwn may read it; `draft`: never sent, as unknown to employers as an id that does not exist.
   */
  notFeatured?: { sent: readonly [employerOwn: number, employerOther: number]; draft: typeof HIDDEN };
  request: (fx: TMatrixFixtures, fresh: boolean) => TMatrixRequest | Promise<TMatrixRequest>;
  /**
   * For a route of a company's data: what [employerViewer, employerRemoved] get (authorization-fixtures.ts
   * TEAM_ACTORS), calling it with their own id in the path: a viewer of employerOwn's company reads and
   * does not write; a removed member (now in a company of their own) reaches their own lists, and
   * employerOwn's jobs, applications and conversations are as unknown to them as an id that does not exist.
   */
  team?: readonly [employerViewer: number, employerRemoved: number];
  /** The route ends the account that calls it: each actor calls it as a new account of its type (openFreshAccountSession). */
  endsCallersAccount?: true;
};

const ANYONE = (status: number): TStatuses => [status, status, status, status, status, status, status];
const SIGNED_IN = (status: number): TStatuses => [401, status, status, status, status, status, status];
const ADMIN_ONLY = (status: number): TStatuses => [401, 403, 403, 403, 403, status, 403];
/**
 * A developer's data addressed by their user id: read by them, employers and admins (an unconfirmed
 * employer is refused before any lookup, lib/access.ts).
 */
const DEVELOPER_READ_BY_USER_ID: TStatuses = [401, 200, 403, 200, 200, 200, 403];
/** A developer's data addressed by their user id: changed by them and admins. */
const DEVELOPER_CHANGE_BY_USER_ID = (status: number): TStatuses => [401, status, 403, 403, 403, status, 403];
/** A resume or profile addressed by its own id: another developer may not know it exists; confirmed employers may read it. */
const OWNED_READ: TStatuses = [401, 200, 404, 200, 200, 200, 403];
const OWNED_CHANGE = (status: number): TStatuses => [401, status, 404, 403, 403, status, 403];
/** Search: employers and admins, whether or not the employer's address is confirmed (its cards carry no contact details). */
const EMPLOYERS = (status: number): TStatuses => [401, 403, 403, status, status, status, status];
/** A developer's data for employers (a match, a message): confirmed employers and admins. */
const CONFIRMED_EMPLOYERS = (status: number): TStatuses => [401, 403, 403, status, status, status, 403];
/**
 * An employer's lists: admins may read anyone's but change only their own. employerOwn keeps them
 * while unconfirmed, except where `unconfirmed` says otherwise.
 */
const EMPLOYER_LIST_READ: TStatuses = [401, 403, 403, 200, 403, 200, 200];
const EMPLOYER_LIST_CHANGE = (status: number, unconfirmed = status): TStatuses => [401, 403, 403, status, 403, 403, unconfirmed];
/** The hiring pipeline (applications, their resumes, a job's candidates): the owner once confirmed, and admins. */
const PIPELINE_READ: TStatuses = [401, 403, 403, 200, 403, 200, 403];

/** A conversation of developerOwn and employerOwn. */
const PARTIES = (status: number): TStatuses => [401, status, 404, status, 404, 404, status];

/** Employers asking for a hidden developer's data: as for an unknown id. */
const HIDDEN = [404, 404] as const;
/** A resume that is not featured, read or changed by employers: the job's owner reads what was sent to them. */
const NOT_FEATURED_READ = { sent: [200, 404], draft: HIDDEN } as const;
const NOT_FEATURED_CHANGE = { sent: [403, 404], draft: HIDDEN } as const;

const ownerId = (fx: TMatrixFixtures) => fx.accounts.developerOwn.user.id;
const employerList = (fx: TMatrixFixtures, path: string) => `/api/employer/${fx.accounts.employerOwn.user.id}/${path}`;
const resumeUrl = (fx: TMatrixFixtures, path = '') => `/api/resume/${fx.resumeId}${path}`;
const url = (value: string): TMatrixRequest => ({ url: value });
/** A post as the admin's editor saves it: a draft. */
const A_WRITTEN_POST = {
  title: 'Matrix post',
  excerpt: 'A post written by hand.',
  content: 'Body of the post.',
  category: 'developers',
  tags: ['testing'],
  imageAttribution: null,
  imageSource: null,
  status: 'draft',
  publishAt: null,
};
const conversationUrl = (fx: TMatrixFixtures, path = '') => `/api/conversations/${fx.conversationId}${path}`;
let messageCount = 0;
/** Names made unique per call, as a company keeps one tag or template of each name. */
let namedCount = 0;

export const AUTHORIZATION_MATRIX: Record<string, TMatrixEntry> = {
  'GET /api/health': { statuses: ANYONE(200), request: () => url('/api/health') },

  // The API documentation (plugins/api-docs.ts) is public, like the API's own sign-in routes.
  'GET /api/docs': { statuses: ANYONE(200), request: () => url('/api/docs') },
  'GET /api/docs/json': { statuses: ANYONE(200), request: () => url('/api/docs/json') },
  'GET /api/docs/yaml': { statuses: ANYONE(200), request: () => url('/api/docs/yaml') },
  // Swagger UI's old address of its page: a redirect to /api/docs.
  'GET /api/docs/static/index.html': { statuses: ANYONE(302), request: () => url('/api/docs/static/index.html') },
  'GET /api/docs/static/swagger-initializer.js': {
    statuses: ANYONE(200),
    request: () => url('/api/docs/static/swagger-initializer.js'),
  },
  'GET /api/docs/static/*': { statuses: ANYONE(200), request: () => url('/api/docs/static/swagger-ui.css') },

  // Sign-up, login and logout replace the session they are sent with: each call has its own.
  'POST /api/auth/register': { statuses: ANYONE(201), request: () => ({ url: '/api/auth/register', payload: buildRegistration() }) },
  'POST /api/auth/login': {
    statuses: ANYONE(200),
    request: (fx) => ({ url: '/api/auth/login', payload: { email: fx.loginAccount.user.email, password: fx.loginAccount.password } }),
  },
  'POST /api/auth/logout': { statuses: ANYONE(200), request: () => url('/api/auth/logout') },
  'GET /api/auth/me': { statuses: SIGNED_IN(200), request: () => url('/api/auth/me') },
  'GET /api/auth/session': { statuses: ANYONE(200), request: () => url('/api/auth/session') },
  'POST /api/auth/forgot-password': {
    statuses: ANYONE(200),
    request: (fx) => ({ url: '/api/auth/forgot-password', payload: { email: fx.resetAccount.user.email } }),
  },
  'GET /api/auth/verify-reset-token': {
    statuses: ANYONE(200),
    request: async (fx) => url(`/api/auth/verify-reset-token?token=${await createResetTokenFor(fx)}`),
  },
  'POST /api/auth/reset-password': {
    statuses: ANYONE(200),
    request: async (fx) => ({
      url: '/api/auth/reset-password',
      payload: { token: await createResetTokenFor(fx), newPassword: 'another-horse-battery' },
    }),
  },

  // A confirmation link works for whoever opens it (signed in or not); Resend, signed in, has nothing
  // to send for the actors' confirmed addresses, and a new link for employerUnconfirmed's.
  'GET /api/auth/verify-email': {
    statuses: ANYONE(303),
    request: async (fx) => url(`/api/auth/verify-email?token=${await createVerificationTokenFor(fx)}`),
  },
  'POST /api/auth/resend-verification': {
    statuses: [200, 409, 409, 409, 409, 409, 200],
    request: (fx) => ({ url: '/api/auth/resend-verification', payload: { email: fx.resetAccount.user.email } }),
  },
  'POST /api/account/password': { statuses: SIGNED_IN(200), request: (fx) => changeOwnPasswordRequest(fx) },
  'GET /api/account/export': { statuses: SIGNED_IN(200), request: () => url('/api/account/export') },

  // An admin acts on a new account each time (suspending or deleting it).
  'GET /api/admin/users': { statuses: ADMIN_ONLY(200), request: () => url('/api/admin/users?search=dev&type=developer&page=1') },
  'POST /api/admin/users/:userId/suspend': {
    statuses: ADMIN_ONLY(200),
    request: async (fx) => url(`/api/admin/users/${await createAdminTarget(fx)}/suspend`),
  },
  'POST /api/admin/users/:userId/unsuspend': {
    statuses: ADMIN_ONLY(200),
    request: async (fx) => url(`/api/admin/users/${await createAdminTarget(fx)}/unsuspend`),
  },
  'POST /api/admin/users/:userId/resend-verification': {
    statuses: ADMIN_ONLY(200),
    request: async (fx) => url(`/api/admin/users/${await createAdminTarget(fx, { isVerified: false })}/resend-verification`),
  },
  'DELETE /api/admin/users/:userId': {
    statuses: ADMIN_ONLY(200),
    request: async (fx) => url(`/api/admin/users/${await createAdminTarget(fx)}`),
  },
  'DELETE /api/account': {
    statuses: SIGNED_IN(200),
    endsCallersAccount: true,
    request: () => ({ url: '/api/account', payload: { currentPassword: buildRegistration().password, confirmation: 'DELETE' } }),
  },

  // Every signed-in user has their own sessions; another's session is not found.
  'GET /api/account/sessions': { statuses: SIGNED_IN(200), request: () => url('/api/account/sessions') },
  'DELETE /api/account/sessions/:sessionId': {
    statuses: [401, 204, 404, 404, 404, 404, 404],
    request: async (fx) => url(`/api/account/sessions/${await openOwnSessionId(fx)}`),
  },
  'POST /api/account/sessions/end-others': { statuses: SIGNED_IN(200), request: () => url('/api/account/sessions/end-others') },

  'GET /api/blog/posts': { statuses: ANYONE(200), request: () => url('/api/blog/posts') },
  'GET /api/blog/posts/:slug': { statuses: ANYONE(200), request: (fx) => url(`/api/blog/posts/${fx.blogPost.slug}`) },
  'POST /api/blog/posts/:slug/views': { statuses: ANYONE(204), request: (fx) => url(`/api/blog/posts/${fx.blogPost.slug}/views`) },
  'GET /api/blog/posts/:slug/cover.svg': { statuses: ANYONE(200), request: (fx) => url(`/api/blog/posts/${fx.blogPost.slug}/cover.svg`) },
  // A published post's uploaded image; a draft's answers 404 to all but admins (featured-image.test.ts).
  'GET /api/blog/posts/:slug/images/:fileId': {
    statuses: ANYONE(200),
    request: async (fx) => url((await insertBlogPostWithImage(fx.t.db)).imagePath),
  },

  'GET /api/applicant/profile/:userId': {
    hidden: HIDDEN,
    statuses: DEVELOPER_READ_BY_USER_ID,
    request: (fx) => url(`/api/applicant/profile/${ownerId(fx)}`),
  },
  'PATCH /api/applicant/profile/:profileId': {
    hidden: HIDDEN,
    statuses: OWNED_CHANGE(200),
    request: (fx) => ({ url: `/api/applicant/profile/${fx.applicantId}`, payload: { jobTitle: 'Senior Backend Engineer' } }),
  },
  'PATCH /api/users/:userId': {
    statuses: DEVELOPER_CHANGE_BY_USER_ID(200),
    request: (fx) => ({ url: `/api/users/${ownerId(fx)}`, payload: { location: 'Hamburg, Germany' } }),
  },
  'POST /api/users/:userId/profile-picture': {
    statuses: DEVELOPER_CHANGE_BY_USER_ID(200),
    request: (fx) => ({ ...multipartFile(fx.png, 'me.png', 'profilePicture'), url: `/api/users/${ownerId(fx)}/profile-picture` }),
  },
  // Employers see developers' pictures, unconfirmed ones too (search cards show them); a developer
  // only their own (403 before any lookup).
  'GET /api/users/:userId/profile-picture': {
    hidden: HIDDEN,
    statuses: [401, 200, 403, 200, 200, 200, 200],
    request: (fx) => url(`/api/users/${ownerId(fx)}/profile-picture`),
  },
  'DELETE /api/users/:userId/profile-picture': {
    statuses: DEVELOPER_CHANGE_BY_USER_ID(200),
    request: (fx) => url(`/api/users/${ownerId(fx)}/profile-picture`),
  },

  'GET /api/applicant/:userId/resumes': {
    hidden: HIDDEN,
    statuses: DEVELOPER_READ_BY_USER_ID,
    request: (fx) => url(`/api/applicant/${ownerId(fx)}/resumes`),
  },
  'GET /api/applicant/:userId/resume-quota': {
    statuses: DEVELOPER_CHANGE_BY_USER_ID(200),
    request: (fx) => url(`/api/applicant/${ownerId(fx)}/resume-quota`),
  },
  'POST /api/applicant/:userId/resume': {
    statuses: DEVELOPER_CHANGE_BY_USER_ID(201),
    request: (fx) => ({ ...multipartFile(fx.docx, 'resume.docx', 'resume'), url: `/api/applicant/${ownerId(fx)}/resume` }),
  },
  'POST /api/applicant/:userId/resume/create': {
    statuses: DEVELOPER_CHANGE_BY_USER_ID(201),
    request: (fx) => ({ url: `/api/applicant/${ownerId(fx)}/resume/create`, payload: { resumeData: buildResumeData() } }),
  },
  'POST /api/applicant/:userId/resume/json-resume': {
    statuses: DEVELOPER_CHANGE_BY_USER_ID(201),
    request: (fx) => ({
      ...multipartFile(Buffer.from(JSON.stringify({ basics: { name: 'Jane Doe', label: 'Engineer' } })), 'resume.json', 'resume'),
      url: `/api/applicant/${ownerId(fx)}/resume/json-resume`,
    }),
  },
  'GET /api/resume/:id/json-resume': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_READ,
    statuses: OWNED_READ,
    request: (fx) => url(resumeUrl(fx, '/json-resume')),
  },
  'GET /api/resume/:id': { hidden: HIDDEN, notFeatured: NOT_FEATURED_READ, statuses: OWNED_READ, request: (fx) => url(resumeUrl(fx)) },
  'GET /api/resume/:id/builder-data': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_CHANGE,
    statuses: OWNED_CHANGE(200),
    request: (fx) => url(resumeUrl(fx, '/builder-data')),
  },
  'GET /api/resume/:id/original': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_READ,
    statuses: OWNED_READ,
    request: (fx) => url(resumeUrl(fx, '/original')),
  },
  'GET /api/resume/:id/pdf': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_READ,
    statuses: OWNED_READ,
    request: (fx) => url(resumeUrl(fx, '/pdf?size=letter')),
  },
  'GET /api/resume/:id/docx': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_READ,
    statuses: OWNED_READ,
    request: (fx) => url(resumeUrl(fx, '/docx')),
  },

  // The public resume link: the developer's (and admins') to see and change; its page is anyone's.
  'GET /api/applicant/:userId/resume-link': {
    statuses: DEVELOPER_CHANGE_BY_USER_ID(200),
    request: (fx) => url(`/api/applicant/${ownerId(fx)}/resume-link`),
  },
  'PUT /api/applicant/:userId/resume-link': {
    statuses: DEVELOPER_CHANGE_BY_USER_ID(200),
    request: (fx) => ({ url: `/api/applicant/${ownerId(fx)}/resume-link`, payload: { resumeId: fx.resumeId, isIndexable: true } }),
  },
  'DELETE /api/applicant/:userId/resume-link': {
    statuses: DEVELOPER_CHANGE_BY_USER_ID(200),
    request: async (fx, fresh) => {
      if (fresh) await publishOwnResume(fx);
      return url(`/api/applicant/${ownerId(fx)}/resume-link`);
    },
  },
  'GET /api/public/resumes/:slug': {
    statuses: ANYONE(200),
    request: async (fx) => url(`/api/public/resumes/${await publishOwnResume(fx)}`),
  },
  'GET /api/public/resumes/:slug/pdf': {
    statuses: ANYONE(200),
    request: async (fx) => url(`/api/public/resumes/${await publishOwnResume(fx)}/pdf`),
  },
  'PATCH /api/resume/:id': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_CHANGE,
    statuses: OWNED_CHANGE(200),
    request: (fx) => ({ url: resumeUrl(fx), payload: { fileName: 'Renamed resume.docx' } }),
  },
  'PATCH /api/resume/:id/set-primary': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_CHANGE,
    statuses: OWNED_CHANGE(200),
    request: (fx) => url(resumeUrl(fx, '/set-primary')),
  },
  'DELETE /api/resume/:id': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_CHANGE,
    statuses: OWNED_CHANGE(200),
    request: async (fx, fresh) => url(`/api/resume/${fresh ? await createOwnResume(fx) : fx.resumeId}`),
  },

  // The AI tools are the owner's and admins'; employers may read the resume but not use them.
  'POST /api/resume/:id/analyze': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_CHANGE,
    statuses: OWNED_CHANGE(200),
    request: (fx) => ({ url: resumeUrl(fx, '/analyze'), payload: {} }),
  },
  'GET /api/resume/:id/analysis': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_CHANGE,
    statuses: OWNED_CHANGE(200),
    request: (fx) => url(resumeUrl(fx, '/analysis')),
  },
  'POST /api/resume/:id/improve': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_CHANGE,
    statuses: OWNED_CHANGE(200),
    request: (fx) => ({ url: resumeUrl(fx, '/improve'), payload: {} }),
  },
  'GET /api/resume/:id/improvement': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_CHANGE,
    statuses: OWNED_CHANGE(200),
    request: (fx) => url(resumeUrl(fx, '/improvement')),
  },
  'DELETE /api/resume/:id/improvement': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_CHANGE,
    statuses: OWNED_CHANGE(200),
    request: async (fx, fresh) => {
      if (fresh) await improveOwnResume(fx);
      return url(resumeUrl(fx, '/improvement'));
    },
  },
  'POST /api/resume/:id/improvement/score': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_CHANGE,
    statuses: OWNED_CHANGE(200),
    request: async (fx, fresh) => {
      if (fresh) await improveOwnResume(fx);
      return { url: resumeUrl(fx, '/improvement/score'), payload: { acceptedChangeIds: [] } };
    },
  },
  'POST /api/resume/:id/apply-improvements': {
    hidden: HIDDEN,
    notFeatured: NOT_FEATURED_CHANGE,
    statuses: OWNED_CHANGE(201),
    request: async (fx, fresh) => ({
      url: resumeUrl(fx, '/apply-improvements'),
      payload: { improvedContent: fresh ? await improveOwnResume(fx) : fx.improvedContent },
    }),
  },

  'POST /api/candidates/search': { statuses: EMPLOYERS(200), request: () => ({ url: '/api/candidates/search', payload: {} }) },
  'GET /api/candidates/:userId/match': {
    hidden: HIDDEN,
    statuses: CONFIRMED_EMPLOYERS(200),
    request: (fx) => url(`/api/candidates/${ownerId(fx)}/match`),
  },

  'GET /api/employer/:employerId/company': {
    team: [200, 200],
    statuses: EMPLOYER_LIST_READ,
    request: (fx) => url(employerList(fx, 'company')),
  },
  'PUT /api/employer/:employerId/company': {
    team: [403, 200],
    statuses: EMPLOYER_LIST_CHANGE(200),
    request: (fx) => ({ url: employerList(fx, 'company'), payload: { name: 'Northwind Labs', size: '11-50' } }),
  },
  'GET /api/employer/:employerId/jobs': { team: [200, 200], statuses: EMPLOYER_LIST_READ, request: (fx) => url(employerList(fx, 'jobs')) },
  'POST /api/employer/:employerId/jobs': {
    team: [403, 400],
    statuses: EMPLOYER_LIST_CHANGE(201),
    request: (fx) => ({ url: employerList(fx, 'jobs'), payload: { ...A_JOB, status: 'draft' } }),
  },
  'PATCH /api/employer/:employerId/jobs/:jobId': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(200),
    request: (fx) => ({ url: employerList(fx, `jobs/${fx.draftJobId}`), payload: { title: 'Senior Go Engineer (Payments)' } }),
  },
  'POST /api/employer/:employerId/company/logo': {
    team: [403, 409],
    statuses: EMPLOYER_LIST_CHANGE(200),
    request: (fx) => ({ ...multipartFile(fx.png, 'logo.png', 'logo'), url: employerList(fx, 'company/logo') }),
  },
  'DELETE /api/employer/:employerId/company/logo': {
    team: [403, 200],
    statuses: EMPLOYER_LIST_CHANGE(200),
    request: (fx) => url(employerList(fx, 'company/logo')),
  },
  // Logos show on public job pages.
  'GET /api/companies/:companyId/logo': {
    statuses: ANYONE(200),
    request: async (fx) => {
      const { cookie } = await employerOwnAccount(fx);
      const company = await fx.t.app.inject({ method: 'GET', url: employerList(fx, 'company'), headers: { cookie } });
      const logoUrl = company.json<{ company: { logoUrl: string | null } }>().company.logoUrl;
      if (logoUrl) return url(logoUrl);
      const { payload, headers } = multipartFile(fx.png, 'logo.png', 'logo');
      const uploaded = await fx.t.app.inject({
        method: 'POST',
        url: employerList(fx, 'company/logo'),
        headers: { ...headers, cookie },
        payload,
      });
      return url(uploaded.json<{ logoUrl: string }>().logoUrl);
    },
  },
  'GET /api/skills/suggestions': { statuses: SIGNED_IN(200), request: () => url('/api/skills/suggestions?q=kube') },
  'GET /api/applicant/saved-jobs': { statuses: [401, 200, 200, 403, 403, 200, 403], request: () => url('/api/applicant/saved-jobs') },
  'PUT /api/applicant/saved-jobs/:jobId': {
    statuses: [401, 204, 204, 403, 403, 204, 403],
    request: (fx) => url(`/api/applicant/saved-jobs/${fx.openJobId}`),
  },
  'DELETE /api/applicant/saved-jobs/:jobId': {
    statuses: [401, 204, 204, 403, 403, 204, 403],
    request: (fx) => url(`/api/applicant/saved-jobs/${fx.openJobId}`),
  },
  'GET /api/jobs': { statuses: ANYONE(200), request: () => url('/api/jobs?q=go&skills=go,postgresql&page=1') },
  // A draft is its owner's (confirmed or not) and admins': unknown to everyone else.
  'GET /api/jobs/:jobId': { statuses: [404, 404, 404, 200, 404, 200, 200], request: (fx) => url(`/api/jobs/${fx.draftJobId}`) },

  'GET /api/employer/:employerId/jobs/:jobId/applications': {
    team: [200, 404],
    statuses: PIPELINE_READ,
    request: (fx) => url(employerList(fx, `jobs/${fx.openJobId}/applications`)),
  },
  'PATCH /api/employer/:employerId/jobs/:jobId/applications/:applicationId': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(204, 403),
    request: (fx) => ({ url: employerList(fx, `jobs/${fx.openJobId}/applications/${fx.applicationId}`), payload: { stage: 'screening' } }),
  },
  'POST /api/employer/:employerId/jobs/:jobId/applications/bulk-move': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(200, 403),
    request: (fx) => ({
      url: employerList(fx, `jobs/${fx.openJobId}/applications/bulk-move`),
      payload: { applicationIds: [fx.applicationId], stage: 'screening' },
    }),
  },
  'POST /api/employer/:employerId/jobs/:jobId/applications/bulk-tag': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(200, 403),
    request: (fx) => ({
      url: employerList(fx, `jobs/${fx.openJobId}/applications/bulk-tag`),
      payload: { applicationIds: [fx.applicationId], tagId: fx.tagId },
    }),
  },
  // Each allowed call a new text: the same one again within a minute is refused (409).
  'POST /api/employer/:employerId/jobs/:jobId/applications/bulk-message': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(200, 403),
    request: (fx) => ({
      url: employerList(fx, `jobs/${fx.openJobId}/applications/bulk-message`),
      payload: { applicationIds: [fx.applicationId], body: `Hi {{firstName}}, thanks for applying (${++messageCount})` },
    }),
  },
  // Developers apply with their own resume: another developer sending developerOwn's is refused (400).
  'POST /api/jobs/:jobId/applications': {
    statuses: [401, 201, 400, 403, 403, 403, 403],
    request: async (fx, fresh) => ({
      url: `/api/jobs/${fresh ? (await postJob(fx.t.app, await employerOwnAccount(fx))).id : fx.openJobId}/applications`,
      payload: { resumeId: fx.resumeId },
    }),
  },
  'GET /api/applicant/applications': { statuses: [401, 200, 200, 403, 403, 200, 403], request: () => url('/api/applicant/applications') },
  'POST /api/applications/:applicationId/withdraw': {
    statuses: [401, 200, 404, 403, 403, 403, 403],
    request: async (fx, fresh) => url(`/api/applications/${fresh ? (await applyToNewJob(fx)).applicationId : fx.applicationId}/withdraw`),
  },

  // Interviews: the company's members read them (viewers too), owners and recruiters propose, change and cancel
  // (an unconfirmed employer reads no candidate's data and proposes nothing); the developer answers their own.
  'GET /api/employer/:employerId/interviews': {
    team: [200, 200],
    statuses: PIPELINE_READ,
    request: (fx) => url(employerList(fx, 'interviews?upcoming=true')),
  },
  'GET /api/employer/:employerId/jobs/:jobId/applications/:applicationId/interviews': {
    team: [200, 404],
    statuses: PIPELINE_READ,
    request: (fx) => url(employerList(fx, `jobs/${fx.interview.jobId}/applications/${fx.interview.applicationId}/interviews`)),
  },
  'POST /api/employer/:employerId/jobs/:jobId/applications/:applicationId/interviews': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(201, 403),
    request: (fx) => ({
      url: employerList(fx, `jobs/${fx.interview.jobId}/applications/${fx.interview.applicationId}/interviews`),
      payload: {
        slots: [{ startsAt: new Date(Date.now() + (9 * 24 + ++messageCount) * 3_600_000).toISOString(), durationMinutes: 30 }],
        timeZone: 'UTC',
      },
    }),
  },
  'PATCH /api/employer/:employerId/jobs/:jobId/applications/:applicationId/interviews/:interviewId': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(200, 403),
    request: (fx) => ({
      url: employerList(fx, `jobs/${fx.interview.jobId}/applications/${fx.interview.applicationId}/interviews/${fx.interview.id}`),
      payload: { note: `Bring questions ${++messageCount}` },
    }),
  },
  'DELETE /api/employer/:employerId/jobs/:jobId/applications/:applicationId/interviews/:interviewId': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(204, 403),
    request: async (fx, fresh) => {
      const { jobId, applicationId, id } = fresh ? await proposeOwnInterview(fx, fx.interview) : fx.interview;
      return url(employerList(fx, `jobs/${jobId}/applications/${applicationId}/interviews/${id}`));
    },
  },
  'GET /api/applicant/interviews': { statuses: [401, 200, 200, 403, 403, 200, 403], request: () => url('/api/applicant/interviews') },
  // A conversation's card: the interview's developer and its company's members; an unconfirmed employer reads no candidate's data.
  'GET /api/interviews/:interviewId': {
    statuses: [401, 200, 404, 200, 404, 404, 403],
    request: (fx) => url(`/api/interviews/${fx.interview.id}`),
  },
  'POST /api/interviews/:interviewId/accept': {
    statuses: [401, 200, 404, 403, 403, 404, 403],
    request: async (fx, fresh) => {
      const { id, slotId } = fresh ? await proposeOwnInterview(fx, fx.interview) : fx.interview;
      return { url: `/api/interviews/${id}/accept`, payload: { slotId } };
    },
  },
  'POST /api/interviews/:interviewId/ask-other-times': {
    statuses: [401, 200, 404, 403, 403, 404, 403],
    request: async (fx, fresh) => ({
      url: `/api/interviews/${fresh ? (await proposeOwnInterview(fx, fx.interview)).id : fx.interview.id}/ask-other-times`,
      payload: { note: 'Mornings, please.' },
    }),
  },

  // Matching: a developer's recommendations and fit (an admin has no developer profile to fit), a job's candidates.
  'GET /api/jobs/recommended': { statuses: [401, 200, 200, 403, 403, 200, 403], request: () => url('/api/jobs/recommended') },
  'GET /api/jobs/:jobId/fit': { statuses: [401, 200, 200, 403, 403, 404, 403], request: (fx) => url(`/api/jobs/${fx.openJobId}/fit`) },
  // The apply dialog's keyword check reads the developer's own resume only: another developer's, or an admin, gets 404.
  'GET /api/jobs/:jobId/ad-terms': {
    statuses: [401, 200, 404, 403, 403, 404, 403],
    request: (fx) => url(`/api/jobs/${fx.openJobId}/ad-terms?resumeId=${fx.resumeId}`),
  },
  // Learning suggestions read the caller's own resume and profile (another's resume asked for: 404, learning.test.ts);
  // an admin previewing the developer dashboard reads their own empty list.
  'GET /api/learning/suggestions': { statuses: [401, 200, 200, 403, 403, 200, 403], request: () => url('/api/learning/suggestions') },
  'GET /api/employer/:employerId/jobs/:jobId/candidates': {
    team: [200, 404],
    statuses: PIPELINE_READ,
    request: (fx) => url(employerList(fx, `jobs/${fx.openJobId}/candidates`)),
  },

  // Counts of the employer's own pipeline, no candidate's data: kept while unconfirmed.
  'GET /api/employer/:employerId/analytics': {
    team: [200, 404],
    statuses: EMPLOYER_LIST_READ,
    request: (fx) => url(employerList(fx, `analytics?from=2026-01-01&to=2026-12-31&jobId=${fx.openJobId}`)),
  },
  'GET /api/employer/:employerId/analytics.csv': {
    team: [200, 200],
    statuses: EMPLOYER_LIST_READ,
    request: (fx) => url(employerList(fx, 'analytics.csv?from=2026-01-01&to=2026-12-31')),
  },
  'GET /api/employer/:employerId/analytics/applicants': {
    team: [200, 200],
    statuses: EMPLOYER_LIST_READ,
    request: (fx) => url(employerList(fx, 'analytics/applicants')),
  },

  'GET /api/employer/:employerId/favorites': {
    team: [200, 200],
    statuses: EMPLOYER_LIST_READ,
    request: (fx) => url(employerList(fx, 'favorites')),
  },
  'POST /api/employer/:employerId/favorites': {
    team: [403, 201],
    hidden: [404, 403],
    statuses: EMPLOYER_LIST_CHANGE(201),
    request: (fx) => ({ url: employerList(fx, 'favorites'), payload: { applicantId: fx.applicantId } }),
  },
  'DELETE /api/employer/:employerId/favorites/:applicantId': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(204),
    request: async (fx, fresh) => {
      if (fresh) await addOwnFavorite(fx);
      return url(employerList(fx, `favorites/${fx.applicantId}`));
    },
  },
  'GET /api/employer/:employerId/notes': {
    team: [200, 200],
    statuses: EMPLOYER_LIST_READ,
    request: (fx) => url(employerList(fx, 'notes')),
  },
  'POST /api/employer/:employerId/notes': {
    team: [403, 200],
    hidden: [404, 403],
    statuses: EMPLOYER_LIST_CHANGE(200),
    request: (fx) => ({ url: employerList(fx, 'notes'), payload: { applicantId: fx.applicantId, note: 'Call back in May.' } }),
  },
  'DELETE /api/employer/:employerId/notes/:applicantId': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(204),
    request: async (fx, fresh) => {
      if (fresh) await saveOwnNote(fx);
      return url(employerList(fx, `notes/${fx.applicantId}`));
    },
  },
  'GET /api/employer/:employerId/saved-searches': {
    team: [200, 200],
    statuses: EMPLOYER_LIST_READ,
    request: (fx) => url(employerList(fx, 'saved-searches')),
  },
  'POST /api/employer/:employerId/saved-searches': {
    team: [403, 201],
    statuses: EMPLOYER_LIST_CHANGE(201),
    request: (fx) => ({ url: employerList(fx, 'saved-searches'), payload: { name: 'Go developers', criteria: { skills: ['Go'] } } }),
  },
  // Alerts e-mail developers' names and headlines: switched on only by a confirmed employer.
  'PUT /api/employer/:employerId/saved-searches/:id/alerts': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(200, 403),
    request: (fx) => ({ url: employerList(fx, `saved-searches/${fx.savedSearchId}/alerts`), payload: { alertFrequency: 'daily' } }),
  },
  'DELETE /api/employer/:employerId/saved-searches/:id': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(204),
    request: async (fx, fresh) =>
      url(employerList(fx, `saved-searches/${fresh ? await saveOwnSearch(fx, 'To delete') : fx.savedSearchId}`)),
  },
  'GET /api/employer/:employerId/templates': {
    team: [200, 200],
    statuses: EMPLOYER_LIST_READ,
    request: (fx) => url(employerList(fx, 'templates?kind=contact')),
  },
  'POST /api/employer/:employerId/templates': {
    team: [403, 201],
    statuses: EMPLOYER_LIST_CHANGE(201),
    request: (fx) => ({
      url: employerList(fx, 'templates'),
      payload: { name: `Reply ${(namedCount += 1)}`, kind: 'message', body: 'Thanks {{firstName}}, talk soon. {{recruiterName}}' },
    }),
  },
  'PUT /api/employer/:employerId/templates/:templateId': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(200),
    request: (fx) => ({
      url: employerList(fx, `templates/${fx.templateId}`),
      payload: { name: 'First contact', kind: 'contact', subject: 'Hello from {{company}}', body: 'Hi {{firstName}}!' },
    }),
  },
  'DELETE /api/employer/:employerId/templates/:templateId': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(204),
    request: async (fx, fresh) =>
      url(employerList(fx, `templates/${fresh ? await createOwnTemplate(fx, `To delete ${(namedCount += 1)}`) : fx.templateId}`)),
  },
  'GET /api/employer/:employerId/tags': { team: [200, 200], statuses: EMPLOYER_LIST_READ, request: (fx) => url(employerList(fx, 'tags')) },
  'POST /api/employer/:employerId/tags': {
    team: [403, 201],
    statuses: EMPLOYER_LIST_CHANGE(201),
    request: (fx) => ({ url: employerList(fx, 'tags'), payload: { name: `Tag ${(namedCount += 1)}`, color: 'teal' } }),
  },
  'PATCH /api/employer/:employerId/tags/:tagId': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(200),
    request: (fx) => ({ url: employerList(fx, `tags/${fx.tagId}`), payload: { color: 'green' } }),
  },
  'DELETE /api/employer/:employerId/tags/:tagId': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(204),
    request: async (fx, fresh) =>
      url(employerList(fx, `tags/${fresh ? await createOwnTag(fx, `To delete ${(namedCount += 1)}`) : fx.tagId}`)),
  },
  'GET /api/employer/:employerId/candidate-tags': {
    team: [200, 200],
    statuses: EMPLOYER_LIST_READ,
    request: (fx) => url(employerList(fx, `candidate-tags?applicantIds=${fx.applicantId}`)),
  },
  // Not `hidden`: developerOwn applied to employerOwn's job, so their company may tag them even while hidden from search.
  'POST /api/employer/:employerId/candidates/:applicantId/tags': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(201),
    request: (fx) => ({ url: employerList(fx, `candidates/${fx.applicantId}/tags`), payload: { tagId: fx.tagId } }),
  },
  'DELETE /api/employer/:employerId/candidates/:applicantId/tags/:tagId': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(204),
    request: async (fx, fresh) => {
      if (fresh) await tagOwnCandidate(fx, fx.tagId);
      return url(employerList(fx, `candidates/${fx.applicantId}/tags/${fx.tagId}`));
    },
  },
  // Every confirmed employer may write to a visible candidate; admins too.
  'POST /api/employer/contact': {
    team: [403, 201],
    hidden: HIDDEN,
    statuses: CONFIRMED_EMPLOYERS(201),
    request: (fx) => ({
      url: '/api/employer/contact',
      payload: { candidateId: fx.applicantId, subject: 'A role for you', message: 'Would you like to talk?' },
    }),
  },

  // The team: every member reads it (admins too); owners invite, change roles and remove (an unconfirmed owner does not invite).
  'GET /api/employer/:employerId/team': { team: [200, 200], statuses: EMPLOYER_LIST_READ, request: (fx) => url(employerList(fx, 'team')) },
  'POST /api/employer/:employerId/team/invitations': {
    // The removed member's own company is not named yet: 400.
    team: [403, 400],
    statuses: [401, 403, 403, 201, 403, 403, 403],
    request: (fx) => ({ url: employerList(fx, 'team/invitations'), payload: { email: buildRegistration().email, role: 'viewer' } }),
  },
  'DELETE /api/employer/:employerId/team/invitations/:invitationId': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(204),
    request: async (fx, fresh) => url(employerList(fx, `team/invitations/${fresh ? (await inviteToOwnCompany(fx)).id : fx.invitation.id}`)),
  },
  'PATCH /api/employer/:employerId/team/members/:userId': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(200),
    request: (fx) => ({ url: employerList(fx, `team/members/${fx.team.employerViewer.user.id}`), payload: { role: 'viewer' } }),
  },
  // Removing someone else; a refused call names employerOwn, whom no one else may remove.
  'DELETE /api/employer/:employerId/team/members/:userId': {
    team: [403, 404],
    statuses: EMPLOYER_LIST_CHANGE(204),
    request: async (fx, fresh) =>
      url(employerList(fx, `team/members/${fresh ? (await addOwnColleague(fx, 'viewer')).user.id : fx.accounts.employerOwn.user.id}`)),
  },
  // An invitation's link shows what it offers to anyone; it is accepted by the invited address alone (team.test.ts).
  'GET /api/invitations/:token': { statuses: ANYONE(200), request: (fx) => url(`/api/invitations/${fx.invitation.token}`) },
  'POST /api/invitations/:token/accept': {
    statuses: [401, 403, 403, 403, 403, 403, 403],
    request: (fx) => url(`/api/invitations/${fx.invitation.token}/accept`),
  },

  // Notifications are always the session user's own: another's id answers 404, even to admins.
  'GET /api/notifications': { statuses: SIGNED_IN(200), request: () => url('/api/notifications') },
  'POST /api/notifications/read-all': { statuses: SIGNED_IN(200), request: () => url('/api/notifications/read-all') },
  'POST /api/notifications/:id/read': {
    statuses: [401, 200, 404, 404, 404, 404, 404],
    request: (fx) => url(`/api/notifications/${fx.notificationId}/read`),
  },
  // A conversation is its two parties' alone (developerOwn and employerOwn): anyone else, admins too, gets 404.
  // Only a confirmed employer can start one, and confirmation is never taken back, so a real
  // unconfirmed employer has none; employerUnconfirmed still reads the one employerOwn started.
  'GET /api/conversations': { statuses: SIGNED_IN(200), request: () => url('/api/conversations') },
  'GET /api/conversations/events': {
    statuses: SIGNED_IN(200),
    request: () => ({ url: '/api/conversations/events', isEventStream: true }),
  },
  'GET /api/conversations/settings': { statuses: SIGNED_IN(200), request: () => url('/api/conversations/settings') },
  'PUT /api/conversations/settings': {
    statuses: SIGNED_IN(200),
    request: () => ({ url: '/api/conversations/settings', payload: { messageEmails: true } }),
  },
  'GET /api/conversations/:conversationId': { team: [200, 404], statuses: PARTIES(200), request: (fx) => url(conversationUrl(fx)) },
  'POST /api/conversations/:conversationId/messages': {
    team: [403, 404],
    statuses: PARTIES(201),
    // A new text each time: the same one twice within a minute is refused.
    request: (fx) => ({ url: conversationUrl(fx, '/messages'), payload: { body: `Thanks, talk soon (${++messageCount})` } }),
  },
  'POST /api/conversations/:conversationId/read': {
    team: [204, 404],
    statuses: PARTIES(204),
    request: (fx) => ({ url: conversationUrl(fx, '/read'), payload: { throughMessageId: 1 } }),
  },
  'POST /api/conversations/:conversationId/decline': {
    team: [403, 404],
    statuses: [401, 201, 404, 403, 404, 404, 403],
    request: async (fx, fresh) => url(`/api/conversations/${fresh ? await openOwnConversation(fx) : fx.conversationId}/decline`),
  },
  'PUT /api/conversations/:conversationId/archived': {
    team: [403, 404],
    statuses: PARTIES(200),
    request: (fx) => ({ url: conversationUrl(fx, '/archived'), payload: { archived: false } }),
  },
  'PUT /api/conversations/:conversationId/blocked': {
    team: [403, 404],
    statuses: [401, 200, 404, 403, 404, 404, 403],
    request: (fx) => ({ url: conversationUrl(fx, '/blocked'), payload: { blocked: false } }),
  },
  'GET /api/employer/:employerId/contacts': {
    team: [200, 200],
    statuses: EMPLOYER_LIST_READ,
    request: (fx) => url(employerList(fx, 'contacts')),
  },

  // A developer's own job alerts (admins pass the role check and keep their own, which finds nothing).
  'GET /api/applicant/job-alerts': { statuses: [401, 200, 200, 403, 403, 200, 403], request: () => url('/api/applicant/job-alerts') },
  'PUT /api/applicant/job-alerts': {
    statuses: [401, 200, 200, 403, 403, 200, 403],
    request: () => ({ url: '/api/applicant/job-alerts', payload: { frequency: 'weekly' } }),
  },
  'POST /api/admin/alerts/run': { statuses: ADMIN_ONLY(200), request: () => url('/api/admin/alerts/run') },

  'GET /api/admin/settings': { statuses: ADMIN_ONLY(200), request: () => url('/api/admin/settings') },
  'PUT /api/admin/settings/:id': {
    statuses: ADMIN_ONLY(200),
    request: (fx) => ({ url: `/api/admin/settings/${fx.setting.id}`, payload: { settingValue: fx.setting.value } }),
  },
  'GET /api/admin/usage/stats': { statuses: ADMIN_ONLY(200), request: () => url('/api/admin/usage/stats') },
  'GET /api/admin/users/stats': { statuses: ADMIN_ONLY(200), request: () => url('/api/admin/users/stats') },
  'GET /api/admin/stats/activity': { statuses: ADMIN_ONLY(200), request: () => url('/api/admin/stats/activity') },
  'GET /api/admin/audit-logs': { statuses: ADMIN_ONLY(200), request: () => url('/api/admin/audit-logs') },
  'GET /api/admin/audit-logs/actions': { statuses: ADMIN_ONLY(200), request: () => url('/api/admin/audit-logs/actions') },
  'POST /api/admin/blog/generate-initial': { statuses: ADMIN_ONLY(200), request: () => url('/api/admin/blog/generate-initial') },
  'POST /api/admin/blog/generate-daily': { statuses: ADMIN_ONLY(200), request: () => url('/api/admin/blog/generate-daily') },
  'POST /api/admin/blog/update-backlinks': { statuses: ADMIN_ONLY(200), request: () => url('/api/admin/blog/update-backlinks') },
  'DELETE /api/admin/blog/posts/:id': {
    statuses: ADMIN_ONLY(204),
    request: async (fx, fresh) => url(`/api/admin/blog/posts/${fresh ? (await insertBlogPost(fx.t.db)).id : fx.blogPost.id}`),
  },
  'GET /api/admin/blog/posts': { statuses: ADMIN_ONLY(200), request: () => url('/api/admin/blog/posts') },
  'GET /api/admin/blog/posts/:id': { statuses: ADMIN_ONLY(200), request: (fx) => url(`/api/admin/blog/posts/${fx.blogPost.id}`) },
  'POST /api/admin/blog/posts': {
    statuses: ADMIN_ONLY(201),
    request: () => ({ url: '/api/admin/blog/posts', payload: A_WRITTEN_POST }),
  },
  // A fresh post for allowed calls: the public routes above read fx.blogPost, which must stay published.
  'PUT /api/admin/blog/posts/:id': {
    statuses: ADMIN_ONLY(200),
    request: async (fx, fresh) => ({
      url: `/api/admin/blog/posts/${fresh ? (await insertBlogPost(fx.t.db)).id : fx.blogPost.id}`,
      payload: { ...A_WRITTEN_POST, status: 'published' },
    }),
  },
  'POST /api/admin/blog/posts/:id/unpublish': {
    statuses: ADMIN_ONLY(200),
    request: async (fx, fresh) => url(`/api/admin/blog/posts/${fresh ? (await insertBlogPost(fx.t.db)).id : fx.blogPost.id}/unpublish`),
  },
  'POST /api/admin/blog/posts/:id/image': {
    statuses: ADMIN_ONLY(200),
    request: async (fx, fresh) => ({
      ...buildMultipart(
        { bytes: Buffer.from('A test cover'), field: BLOG_IMAGE_ALT_FIELD },
        { bytes: fx.png, fileName: 'cover.png', field: BLOG_IMAGE_FIELD, contentType: 'image/png' },
      ),
      url: `/api/admin/blog/posts/${fresh ? (await insertBlogPost(fx.t.db)).id : fx.blogPost.id}/image`,
    }),
  },
  'DELETE /api/admin/blog/posts/:id/image': {
    statuses: ADMIN_ONLY(200),
    request: async (fx, fresh) =>
      url(`/api/admin/blog/posts/${fresh ? (await insertBlogPostWithImage(fx.t.db)).id : fx.blogPost.id}/image`),
  },
  // Last: a key set here would make the blog routes above reach for the (unreachable) image service.
  'GET /api/admin/api-keys': { statuses: ADMIN_ONLY(200), request: () => url('/api/admin/api-keys') },
  'PUT /api/admin/api-keys/:id': {
    statuses: ADMIN_ONLY(200),
    request: (fx) => ({ url: `/api/admin/api-keys/${fx.apiKeyId}`, payload: { keyValue: 'unsplash-matrix-key' } }),
  },
  'PUT /api/admin/api-keys/:id/toggle': {
    statuses: ADMIN_ONLY(200),
    request: (fx) => ({ url: `/api/admin/api-keys/${fx.apiKeyId}/toggle`, payload: { isActive: false } }),
  },
  'GET /api/admin/api-keys/:id/reveal': { statuses: ADMIN_ONLY(200), request: (fx) => url(`/api/admin/api-keys/${fx.apiKeyId}/reveal`) },
  'POST /api/admin/api-keys/:id/test': { statuses: ADMIN_ONLY(200), request: (fx) => url(`/api/admin/api-keys/${fx.apiKeyId}/test`) },
};

export const ACTOR_INDEX: Record<TActor, number> = {
  anonymous: 0,
  developerOwn: 1,
  developerOther: 2,
  employerOwn: 3,
  employerOther: 4,
  admin: 5,
  employerUnconfirmed: 6,
};
