/**
 * A fake Unsplash API on 127.0.0.1 (random port): answers photo searches with one photo (or an
 * HTTP error when told), counts download pings, and records every request. The photo's download
 * location is on this server unless told to name another.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TFakeUnsplashServer = {
  /** e.g. 'http://127.0.0.1:40123' (UNSPLASH_API_URL). */
  apiUrl: string;
  requests: { url: string; headers: IncomingHttpHeaders }[];
  /** Search answers with this HTTP status instead of a photo. */
  failWith: (status: number | null) => void;
  /** Photos name their download location on this origin instead (null: this server again). */
  pointDownloadsTo: (origin: string | null) => void;
  close: () => Promise<void>;
};

export async function startFakeUnsplashServer(): Promise<TFakeUnsplashServer> {
  const requests: TFakeUnsplashServer['requests'] = [];
  let failureStatus: number | null = null;
  let downloadOrigin: string | null = null;
  let apiUrl = '';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', apiUrl);
    requests.push({ url: request.url ?? '', headers: request.headers });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/search/photos') {
      if (failureStatus !== null) return send(failureStatus, { errors: ['failed on purpose'] });
      const query = url.searchParams.get('query') ?? '';
      const photoId = query.replaceAll(' ', '-');
      return send(200, {
        total: 1,
        results: [
          {
            urls: { regular: `https://images.unsplash.com/photo-${photoId}?w=1080` },
            links: {
              html: `https://unsplash.com/photos/${photoId}`,
              download_location: `${downloadOrigin ?? apiUrl}/photos/${photoId}/download?ixid=abc`,
            },
            user: { name: 'Ada Photographer', links: { html: 'https://unsplash.com/@ada' } },
          },
        ],
      });
    }
    if (url.pathname.endsWith('/download')) return send(200, { url: 'https://images.unsplash.com/download' });
    send(404, { errors: ['not found'] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl,
    requests,
    failWith: (status) => {
      failureStatus = status;
    },
    pointDownloadsTo: (origin) => {
      downloadOrigin = origin;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
