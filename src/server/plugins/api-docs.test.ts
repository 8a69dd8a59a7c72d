import { readdirSync, readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.ts';
import { API_DOCS_PREFIX } from './api-docs.ts';

// Every route the app registers, from its onRoute hook, so the list comes from the live route
// table: a route added without documentation fails the test.
const registered: RouteOptions[] = [];

type TOpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses?: Record<string, unknown>; requestBody?: unknown }>>;
};

/** "GET /api/resume/{id}" for each method of each route but HEAD, outside the docs' own routes. */
function registeredOperations(): string[] {
  return registered
    .filter((route) => !route.url.startsWith(API_DOCS_PREFIX))
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url })))
    .filter(({ method }) => method !== 'HEAD')
    .map(({ method, url }) => `${method} ${url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}')}`);
}

function documentedOperations(document: TOpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the API document at /api/docs', () => {
  const t = useTestApp({}, { onRoute: (route) => void registered.push(route) });

  async function fetchDocument(): Promise<TOpenApiDocument> {
    const response = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
    expect(response.statusCode).toBe(200);
    return response.json<TOpenApiDocument>();
  }

  it('serves an OpenAPI 3 document without a session', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\./);
    expect(document).toMatchObject({
      info: { title: 'DevMatch API', version: expect.any(String) },
      components: { securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'devmatch_session' } } },
    });
  });

  it('documents every route the server registers, each with a tag, a summary and responses', async () => {
    const document = await fetchDocument();
    const expected = registeredOperations();
    expect(expected.length).toBeGreaterThan(50);
    expect(documentedOperations(document).sort()).toEqual([...new Set(expected)].sort());
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation.tags).toHaveLength(1);
        expect(operation.summary).toMatch(/\S/);
        expect(Object.keys(operation.responses ?? {}).length).toBeGreaterThan(0);
      }
    }
  });

  it("tags each route with its feature's name: the server folder it lives in", async () => {
    const document = await fetchDocument();
    const usedTags = new Set(
      Object.values(document.paths).flatMap((operations) => Object.values(operations).flatMap((operation) => operation.tags ?? [])),
    );
    const featureFolders = readdirSync(new URL('../features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    // The sitemap and robots.txt are a plugin, not a feature: crawlers read them, no screen does.
    expect([...usedTags].sort()).toEqual([...featureFolders, 'crawlers'].sort());

    // And each feature's routes carry that feature's tag, whichever screen calls them.
    const appSource = readFileSync(new URL('../app.ts', import.meta.url), 'utf8');
    const folderOf = new Map(
      [...appSource.matchAll(/import \{([^}]+)\} from '\.\/features\/([\w-]+)\//g)].flatMap(([, names, folder]) =>
        names!.split(',').map((name) => [name.trim(), folder!] as const),
      ),
    );
    const registrations = [...appSource.matchAll(/documented\('([\w-]+)', (\w+)/g)].filter(([, tag]) => tag !== 'crawlers');
    expect(registrations.length).toBeGreaterThan(20);
    for (const [, tag, routes] of registrations) expect({ routes, tag }).toEqual({ routes, tag: folderOf.get(routes!) });
  });

  it('is a valid OpenAPI document whose references all resolve', async () => {
    const document = await fetchDocument();
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('describes uploads as multipart/form-data with a binary file field', async () => {
    const { paths } = await fetchDocument();
    const uploads = [
      { operation: paths['/api/applicant/{userId}/resume']?.post, field: 'resume' },
      { operation: paths['/api/users/{userId}/profile-picture']?.post, field: 'profilePicture' },
    ];
    for (const { operation, field } of uploads) {
      expect(operation?.requestBody).toMatchObject({
        content: { 'multipart/form-data': { schema: { properties: { [field]: { type: 'string', format: 'binary' } } } } },
      });
    }
  });

  it('serves the Swagger UI page and its assets under the app’s own Content-Security-Policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: API_DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('swagger-initializer.js');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");

    const script = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/static/swagger-ui-bundle.js` });
    expect(script.statusCode).toBe(200);
  });
});
