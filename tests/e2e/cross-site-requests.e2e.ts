/**
 * A page on another port of the same host is the same site, so the browser sends it the Lax
 * session cookie: its forged logout (a text/plain form body) and its no-cors multipart upload must
 * still change nothing.
 */
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { createAccount, loginViaApi } from './fixtures.ts';

// A 1×1 PNG.
const PIXEL_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function buildAttackPage(appOrigin: string, userId: number): string {
  return `<!doctype html><title>Win a prize</title><script>
    const bytes = Uint8Array.from(atob('${PIXEL_PNG_BASE64}'), (c) => c.charCodeAt(0));
    const picture = new FormData();
    picture.append('profilePicture', new Blob([bytes], { type: 'image/png' }), 'me.png');
    const forge = (path, init) => fetch('${appOrigin}' + path, { method: 'POST', mode: 'no-cors', credentials: 'include', ...init });
    Promise.all([
      forge('/api/users/${userId}/profile-picture', { body: picture }),
      forge('/api/auth/logout', { headers: { 'content-type': 'text/plain' }, body: 'forged=1' }),
    ]).finally(() => { document.title = 'sent'; });
  </script>`;
}

let attacker: Server;
let attackerOrigin = '';
let attackPage = '';

test.beforeAll(async () => {
  attacker = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(attackPage));
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const address = attacker.address();
  attackerOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

test('a page on another port cannot log the user out or replace their profile picture', async ({ page, request, baseURL }) => {
  const developer = await createAccount(request, 'developer');
  await loginViaApi(page, developer, '/applicant');
  const me = await page.request.get('/api/auth/me');
  const { id, profilePicture } = (await me.json()) as { id: number; profilePicture: string | null };
  expect(profilePicture).toBeNull();

  attackPage = buildAttackPage(new URL(baseURL!).origin, id);
  await page.goto(attackerOrigin);
  await expect(page).toHaveTitle('sent');

  const after = await page.request.get('/api/auth/me');
  expect(after.status()).toBe(200);
  expect(((await after.json()) as { profilePicture: string | null }).profilePicture).toBeNull();
  // DevMatch's own pages still change things: the real logout button works.
  await page.goto('/applicant');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(401);
});
