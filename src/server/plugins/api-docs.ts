/**
 * The OpenAPI 3 document of the API, generated from the routes' Zod schemas, at /api/docs/json
 * (and /api/docs/yaml), with Swagger UI at /api/docs. Register it before the routes: it collects
 * them as they are added. Only tagged routes are documented: `documented(tag, plugin)` tags every
 * route of a feature; what is left untagged (the docs' own routes, the web client's static files)
 * stays out.
 *
 * Swagger UI needs no change to the app's Content-Security-Policy: its page loads its scripts and
 * styles as files from /api/docs/static, and runs no inline script.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PACKAGE_ROOT } from '../lib/paths.ts';
import { SESSION_COOKIE } from './auth.ts';

export const API_DOCS_PREFIX = '/api/docs';
const SESSION_SECURITY = 'sessionCookie';

const API_TAGS = {
  health: 'Whether the server and its database answer.',
  auth: 'Registration, login, logout, the session, password reset and e-mail confirmation.',
  accounts:
    "Account settings, password change, sessions, data export and deletion, and the admin's user management (suspend, resend the confirmation link, delete).",
  profiles: 'Developer profiles and profile pictures.',
  resumes: 'Resumes: upload, builder, versions and downloads.',
  'resume-ai': 'Resume analysis and improvement with the language model.',
  'candidate-search':
    "Candidate search for employers: the search, a candidate's match, favourites, notes, saved searches and their alerts, and an admin's round of alerts run now.",
  jobs: "Jobs: company profiles and postings, the public board, applications and their pipeline (with the chosen applications moved, tagged or messaged at once), a developer's recommended jobs, job fit, saved jobs and job alerts, and a job's candidates.",
  interviews:
    "Interviews: times proposed for an application in the Interview stage, the candidate's pick or request for other times, calendar invitations.",
  team: "A company's hiring team: members and their roles (owner, recruiter, viewer), invitations by e-mail and their links.",
  'message-templates':
    "A company's message templates for contacting candidates, replying and rejecting, with placeholders filled in when used.",
  'candidate-tags': "A company's tags on candidates: the tags, tagging and untagging, and the tags of candidates for their cards.",
  'hiring-analytics':
    "An employer's hiring analytics: the funnel, time in each stage and to hire, outreach and its response rate, as JSON or CSV, and applicants per job.",
  learning: "A developer's learning suggestions: free courses for what their target role asks for and their resume lacks.",
  notifications: 'The notification bell.',
  conversations: 'Conversations between employers and developers: contact, threads, replies, the live event stream.',
  blog: "The public blog, its RSS feed and the admin's blog editing.",
  crawlers: 'The sitemap and robots.txt, for search engines.',
  admin:
    'Administration: settings, API keys, usage, statistics and audit log (user management is under accounts, blog editing under blog).',
} as const;

type TApiTag = keyof typeof API_TAGS;

/** For a route anyone may call: no session cookie needed (the document's default asks for one). */
export const PUBLIC_ROUTE = { security: [] } as const;

function readPackageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** The feature's routes, each tagged `tag` in the API document; `isPublic`: none needs a session. */
export function documented(tag: TApiTag, plugin: FastifyPluginAsyncZod, { isPublic = false } = {}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      route.schema = { ...(isPublic ? PUBLIC_ROUTE : {}), ...route.schema, tags: [tag] };
    });
    await app.register(plugin);
  };
}

/**
 * For a route that reads one uploaded file with `readSingleUpload` (not through a body schema, so
 * the Zod transform cannot see it): documents the body as multipart/form-data with that file field.
 */
export function fileUploadDocs(field: string, description: string): SwaggerTransform {
  return (input) => {
    const { schema, url } = jsonSchemaTransform(input);
    const body = {
      type: 'object',
      required: [field],
      properties: { [field]: { type: 'string', format: 'binary', description } },
    };
    return { url, schema: { ...schema, consumes: ['multipart/form-data'], body } };
  };
}

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'DevMatch API',
        version: readPackageVersion(),
        description: 'The JSON API behind the DevMatch web client. Most routes need the session cookie that login sets.',
      },
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: { [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
      security: [{ [SESSION_SECURITY]: [] }],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // No "valid" badge: it would send the document to an outside validator.
    validatorUrl: false,
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
