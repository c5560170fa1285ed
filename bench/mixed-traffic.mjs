// The request mix of mixed-load.mjs: what guests read (server-rendered pages and API calls,
// spread over real courses, countries, ranking steps and the six languages) and what members
// write (a review, a post, a like, a chat message, signed as the SPA signs them, D-01).
// Every choice comes from a seeded generator, so two runs send the same sequence.
import http from 'node:http';
import { RANKING_TOP_STEPS, signRequest } from '@bgc/shared';
import { getJson } from './lib.mjs';

/** UI languages with the share of guests reading in each (Accept-Language). */
const LANGS = [
  ['en', 40],
  ['fr', 15],
  ['de', 15],
  ['es', 12],
  ['it', 10],
  ['vi', 8],
];
const ENGLISH = 30;

/** A seeded uniform generator in [0, 1) (same sequence every run for a seed). */
export function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Picks from `[value, weight]` pairs with `rand`. */
function weighted(pairs, rand) {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let x = rand() * total;
  for (const [value, w] of pairs) {
    x -= w;
    if (x < 0) return value;
  }
  return pairs.at(-1)[0];
}

/**
 * An index in [0, n) drawn from a Zipf law of exponent 1 (rank 1 most read, the long tail
 * read now and then), as guests spread over courses and ranking pages.
 */
function zipf(n) {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cumulative[i] = sum += 1 / (i + 1);
  return (rand) => {
    const x = rand() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/**
 * What the guests read, from the running server: the first `courseCount` courses of the world
 * ranking (their slugs, countries and ids) and the countries they are in, in ranking order.
 */
export async function loadCatalogue(base, courseCount = 1000) {
  const courses = [];
  for (let page = 1; courses.length < courseCount; page++) {
    const { json } = await getJson(`${base}/api/courses?page=${page}&limit=100&sort_desc=point`);
    if (!json.list?.length) break;
    for (const c of json.list)
      courses.push({ id: c.id, slug: c.slug, country: c.country.slug, countryId: c.country.id });
  }
  const countries = [];
  const seen = new Set();
  for (const c of courses)
    if (!seen.has(c.country)) {
      seen.add(c.country);
      countries.push({ slug: c.country, id: c.countryId });
    }
  return { courses: courses.slice(0, courseCount), countries };
}

/**
 * The guest reads as functions of `rand` returning `{ kind, path }`: `ssr` (pages) and `api`
 * (calls), each a weighted choice of kinds. `posts` are the ids of posts the set-up wrote.
 */
export function guestReads({ courses, countries }, posts) {
  const course = zipf(courses.length);
  const country = zipf(countries.length);
  const rankingPage = zipf(100);
  const top = zipf(RANKING_TOP_STEPS.length);
  const post = zipf(Math.max(1, posts.length));
  const pagePathOf = (c) => `/top-golf-courses-${c.country}/${c.slug}-golf-course.html`;
  const ssr = [
    [(r) => ({ kind: 'home', path: '/' }), 12],
    [
      (r) => {
        const t = RANKING_TOP_STEPS[top(r)];
        const path =
          t === 10
            ? '/top-golf-courses-worldwide.html'
            : `/ranking-top${t}/top-golf-courses-worldwide.html`;
        return { kind: 'world-ranking', path };
      },
      18,
    ],
    [
      (r) => {
        const c = countries[country(r)].slug;
        const path =
          r() < 0.7
            ? `/top-golf-courses-${c}.html`
            : `/top-golf-courses-${c}/ranking-top20-${c}.html`;
        return { kind: 'country-ranking', path };
      },
      15,
    ],
    [(r) => ({ kind: 'course', path: pagePathOf(courses[course(r)]) }), 45],
    [(r) => ({ kind: 'post', path: `/posts/${posts[post(r)]}` }), 5],
    [(r) => ({ kind: 'newsfeed', path: '/newsfeed.html' }), 5],
  ];
  const api = [
    [
      (r) => ({
        kind: 'ranking-list',
        path: `/api/courses?page=${1 + rankingPage(r)}&limit=10&sort_desc=point`,
      }),
      25,
    ],
    [
      (r) => ({
        kind: 'country-list',
        path: `/api/courses?page=${1 + Math.floor(r() * 3)}&limit=10&sort_desc=point&filter_country=${countries[country(r)].id}`,
      }),
      15,
    ],
    [
      (r) => {
        const c = courses[course(r)];
        return {
          kind: 'course-detail',
          path: `/api/courses/slug/${encodeURIComponent(c.slug)}?country=${encodeURIComponent(c.country)}`,
        };
      },
      25,
    ],
    [
      (r) => ({
        kind: 'reviews',
        path: `/api/courses/review?filter_course=${courses[course(r)].id}&filter_language=0&page=1&limit=5`,
      }),
      15,
    ],
    [
      (r) => ({
        kind: 'posts',
        path:
          r() < 0.5
            ? '/api/posts?sort_desc=createdDate&page=1&limit=10'
            : `/api/posts?sort_desc=createdDate&filter_course=${courses[course(r)].id}&page=1&limit=10`,
      }),
      20,
    ],
  ];
  return {
    ssr: (r) => weighted(ssr, r)(r),
    api: (r) => weighted(api, r)(r),
    lang: (r) => weighted(LANGS, r),
  };
}

/** The member writes in the order they rotate (one in 21 requests is a write). */
export const WRITE_KINDS = ['review', 'post', 'like', 'chat'];

/**
 * A member write of `kind` as `[method, path, body]` (JSON or FormData): a review of one of
 * the 50 best-ranked courses (REV-008; a second review of a course rewrites the first, D-09),
 * a plain post (POST-001 type 1), a like of a set-up post (LIKE-001), a chat message to the
 * member's friend (CHAT-008).
 */
export function memberWrite(kind, member, { courses }, posts, rand, n) {
  switch (kind) {
    case 'review': {
      const s = () => 1 + Math.floor(rand() * 5);
      return [
        'POST',
        '/api/courses/review',
        {
          course: courses[Math.floor(rand() * Math.min(50, courses.length))].id,
          content: `Bench review ${n}: quick greens, fair bunkers and a warm clubhouse.`,
          language: ENGLISH,
          type: 4,
          reviewData: {
            facilities: s(),
            maintenance: s(),
            surroundings: s(),
            clubhouse: s(),
            value: s(),
          },
        },
      ];
    }
    case 'post': {
      const form = new FormData();
      form.set('type', '1');
      form.set('language', String(ENGLISH));
      form.set('content', `<p>Bench round ${n}: a calm morning and a birdie on the last.</p>`);
      return ['POST', '/api/posts', form];
    }
    case 'like':
      return [
        'POST',
        '/api/likes',
        { entityName: 'post', entityId: posts[Math.floor(rand() * posts.length)] },
      ];
    default:
      return [
        'POST',
        '/api/chat/push-message',
        { partner: member.friend, messages: [[Date.now(), `bench message ${n}`]] },
      ];
  }
}

/**
 * Sends a signed member write (D-01: a fresh signature and nonce per request, as the SPA's
 * client does) and resolves `{ status, bytes }`.
 */
export async function sendWrite(base, token, [method, path, body]) {
  const multipart = body instanceof FormData;
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      Authorization: await signRequest(token, method, path),
      ...(multipart ? {} : { 'Content-Type': 'application/json' }),
    },
    body: multipart ? body : JSON.stringify(body),
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  return { status: res.status, bytes };
}

/** The element holding a server-rendered page's state (apps/web/src/ssr-state.ts): absent from the shell. */
const RENDERED_MARK = 'id="bgc-ssr"';

/**
 * A guest GET over a keep-alive agent (no Accept-Encoding, as the other benches):
 * `{ status, bytes, pageCache, rendered }` (`X-Page-Cache` of a page, undefined for API calls;
 * `rendered`: the HTML holds the server's render, not only the shell).
 */
export function guestGet(agent, port, path, lang, accept) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { accept, 'accept-language': lang } },
      (res) => {
        let bytes = 0;
        let rendered = false;
        let tail = '';
        const page = res.headers['x-page-cache'] !== undefined;
        res.on('data', (c) => {
          bytes += c.length;
          if (!page || rendered) return;
          const text = tail + c.toString('latin1');
          rendered = text.includes(RENDERED_MARK);
          tail = text.slice(-RENDERED_MARK.length);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            bytes,
            pageCache: res.headers['x-page-cache'],
            rendered,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${path}`)));
    req.on('error', reject);
  });
}
