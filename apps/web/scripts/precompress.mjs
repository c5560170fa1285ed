// writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every
// compressible file of the production build (apps/web/dist), once at build time, so the server
// sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
// Files under 1 KiB, and copies not smaller than the original, are skipped.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for (const file of files(dist)) {
  if (statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = gzipSync(body, { level: 9 });
  if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
  count++;
  raw += body.length;
  br += Math.min(brotli.length, body.length);
}
console.log(
  `precompress: ${count} files, ${Math.round(raw / 1024)} KiB -> ${Math.round(br / 1024)} KiB brotli (+ gzip copies)`,
);
