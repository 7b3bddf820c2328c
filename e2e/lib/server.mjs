// A small static file server for the built app (dist/), for the end-to-end tests and the
// screenshot. Serves the same folder at "/" and under any sub-path listed in `mounts`, so the
// tests can check that dist/ works wherever it is hosted. Only listens on 127.0.0.1.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

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
 * @param {{mounts?: string[]}} options extra path prefixes (like "/games/bridge/") that serve the same folder
 * @returns {Promise<{url: string, close: () => Promise<void>, requests: string[]}>}
 */
export async function serve(root, { mounts = [] } = {}) {
  const base = resolve(root);
  const requests = [];
  const server = createServer(async (req, res) => {
    requests.push(req.url);
    try {
      let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      const mount = mounts.find((m) => path.startsWith(m));
      if (mount) path = '/' + path.slice(mount.length);
      if (path.endsWith('/')) path += 'index.html';
      const file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) throw Object.assign(new Error(), { code: 'ENOENT' });
      if ((await stat(file)).isDirectory()) throw Object.assign(new Error(), { code: 'ENOENT' });
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      res.writeHead(err.code === 'ENOENT' || err.code === 'ENOTDIR' ? 404 : 500, {
        'content-type': 'text/plain',
      });
      res.end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
