// A small static file server for the built app (dist/), for the end-to-end tests and the
// screenshot. Serves the same folder at "/" and under any sub-path listed in `mounts`, so the
// tests can check that dist/ works wherever it is hosted. Only listens on 127.0.0.1.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Starts serving `root` on 127.0.0.1 at a free port.
 * @param {string} root folder to serve
 * @param {{mounts?: string[], headers?: Record<string, string>, sites?: {prefix: string, root: string, headers?: Record<string, string>}[], gzip?: boolean}} options
 *   `mounts`: extra path prefixes (like "/games/bridge/") that serve the same folder;
 *   `headers`: extra headers of every response from `root` (a Content-Security-Policy, say);
 *   `sites`: other folders served under their own prefix with their own headers (a host page
 *   that embeds the app, say), looked up before `root`;
 *   `gzip`: files but images sent gzip -9 compressed to a browser that accepts it, as a
 *   compressing host would (bench-first-visit.mjs's slow connection).
 * @returns {Promise<{url: string, close: () => Promise<void>, requests: string[], setRoot: (root: string) => void}>}
 *   `setRoot` serves another folder from then on (a new release of the app, say).
 */
export async function serve(root, { mounts = [], headers = {}, sites = [], gzip = false } = {}) {
  let base = resolve(root);
  const requests = [];
  const compressed = new Map();
  const server = createServer(async (req, res) => {
    requests.push(req.url);
    let extra = headers;
    try {
      let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      const site = sites.find((s) => path.startsWith(s.prefix));
      const mount = mounts.find((m) => path.startsWith(m));
      const folder = site ? resolve(site.root) : base;
      if (site) {
        extra = site.headers ?? {};
        path = '/' + path.slice(site.prefix.length);
      } else if (mount) path = '/' + path.slice(mount.length);
      if (path.endsWith('/')) path += 'index.html';
      const file = normalize(join(folder, path));
      if (file !== folder && !file.startsWith(folder + sep)) throw Object.assign(new Error(), { code: 'ENOENT' });
      if ((await stat(file)).isDirectory()) throw Object.assign(new Error(), { code: 'ENOENT' });
      let body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const zipped = gzip && !type.startsWith('image/png') && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      if (zipped) {
        if (!compressed.has(file)) compressed.set(file, gzipSync(body, { level: 9 }));
        body = compressed.get(file);
      }
      res.writeHead(200, {
        'content-type': type,
        'cache-control': 'no-store',
        ...(zipped ? { 'content-encoding': 'gzip' } : {}),
        ...extra,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      res.writeHead(err.code === 'ENOENT' || err.code === 'ENOTDIR' ? 404 : 500, {
        'content-type': 'text/plain',
        ...extra,
      });
      res.end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    setRoot: (next) => {
      base = resolve(next);
    },
    close: () =>
      new Promise((ok) => {
        server.close(() => ok());
        // Kept-alive connections would hold the server open (and keep serving a closed server).
        server.closeAllConnections();
      }),
  };
}
