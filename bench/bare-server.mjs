// The baseline of the API benchmark: a bare Fastify 5 server (the same fastify package as the
// real server, no plugins, no logger) whose routes answer static JSON bodies of the same size
// as the measured real responses. `GET /bare/<name>` answers payload <name> of the JSON file
// named by BARE_PAYLOADS (`{ "<name>": <object> }`); Fastify serialises it on every request
// (JSON.stringify, as a plain `return obj` route does). BARE_RAW=1 sends the bytes pre-serialised.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const { default: Fastify } = await import(require.resolve('fastify'));

const payloads = process.env.BARE_PAYLOADS
  ? JSON.parse(readFileSync(process.env.BARE_PAYLOADS, 'utf8'))
  : {};
const raw = process.env.BARE_RAW === '1';
const app = Fastify({ logger: false });

for (const [name, body] of Object.entries(payloads)) {
  const text = JSON.stringify(body);
  app.get(`/bare/${name}`, async (_request, reply) => {
    if (raw) return reply.type('application/json; charset=utf-8').send(text);
    return body;
  });
}
// bench/html.mjs: a page of HTML sent as it is, and brotli-compressed (the bare sides of the
// server-rendered page)
if (process.env.BARE_HTML) {
  const html = readFileSync(process.env.BARE_HTML, 'utf8');
  app.get('/bare-html', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(html),
  );
  // the same page brotli-compressed once at start (quality 4, as the real server's kept pages)
  const br = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
  app.get('/bare-html-br', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Content-Encoding', 'br').send(br),
  );
}
app.get('/healthz', async () => ({ status: 'ok' }));

const shutdown = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
