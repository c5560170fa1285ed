/**
 * The API benchmark's scenarios and the request paths of its uncached ones (`world-uncached`,
 * `course-uncached`): keys no server-side cache has seen, cycled in a fixed shuffled order.
 */
import { getJson } from './lib.mjs';

/**
 * The world ranking pages (100 courses each) whose courses `course-uncached` reads: ranks 1–100,
 * 3,001–3,100, … 30,001–30,100, so the sample holds famous courses (facts, recognitions) as
 * well as the long tail.
 */
export const COURSE_SAMPLE_PAGES = Array.from({ length: 11 }, (_, i) => 1 + 30 * i);

/** The measured calls; `{france}` is France's country id. */
export const SCENARIOS = [
  {
    name: 'world',
    label: 'world ranking, page 1',
    rankingList: true,
    path: '/api/courses?page=1&limit=10&sort_desc=point',
  },
  {
    name: 'country',
    label: 'country ranking (France), page 3',
    rankingList: true,
    path: '/api/courses?page=3&limit=10&sort_desc=point&filter_country={france}',
  },
  {
    name: 'search',
    label: "name search 'golf club', page 1",
    rankingList: false,
    path: '/api/courses?filter_name_like=golf%20club&page=1&limit=10',
  },
  // Informative (no target): the same ranking list with the server's page cache missed on
  // every request; real server only, compared with the bare run of `world`.
  {
    name: 'world-uncached',
    label: 'world ranking, pages 1-300 x limit 9-11 x 6 languages, page cache always missed',
    rankingList: false,
    uncached: true,
    bareOf: 'world',
    path: '/api/courses?page=1&limit=10&sort_desc=point',
  },
  // Informative (no target): course detail pages as a crawler reads them, every request a
  // course × language the server has not just answered; real server and its own bare route.
  {
    name: 'course-uncached',
    label: `course detail, ${COURSE_SAMPLE_PAGES.length * 100} courses spread over the world ranking x 6 languages`,
    rankingList: false,
    courseDetail: true,
    path: '/api/courses/slug/{slug}?country={country}',
  },
];

const LANGS = ['en', 'fr', 'vi', 'it', 'de', 'es'];

/**
 * Request paths of the uncached variant: world ranking pages 1–300 × limit 9–11 × the six
 * languages (5,400 distinct cache keys, more than the server's 5,000-entry page cache), in a
 * fixed shuffled order cycled by all connections: each key comes back only after 5,399 others,
 * so an LRU of 5,000 never hits. Response sizes average the 10-course page.
 */
export function uncachedRequests() {
  const keys = [];
  for (let page = 1; page <= 300; page++)
    for (const limit of [9, 10, 11]) for (const lang of LANGS) keys.push({ page, limit, lang });
  return cycledRequests(keys, 42, (k) => ({
    path: `/api/courses?page=${k.page}&limit=${k.limit}&sort_desc=point`,
    lang: k.lang,
  }));
}

/**
 * autocannon requests that walk `keys` in a fixed shuffled order (seeded, so every run sends the
 * same sequence), each turned into a path and an `Accept-Language` by `toRequest`.
 */
function cycledRequests(keys, seed, toRequest) {
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = keys.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [keys[i], keys[j]] = [keys[j], keys[i]];
  }
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (req) => {
        const { path, lang } = toRequest(keys[next++ % keys.length]);
        return { ...req, path, headers: { ...req.headers, 'accept-language': lang } };
      },
    },
  ];
}

/**
 * The courses of `course-uncached` (COURSE_SAMPLE_PAGES of the world ranking), each fetched once
 * (the database's buffers warm, the byte sizes known). Returns the detail paths and the body of
 * the course whose size is the median, the bare route's payload.
 */
export async function courseSample(base) {
  const paths = [];
  for (const page of COURSE_SAMPLE_PAGES) {
    const { json } = await getJson(`${base}/api/courses?page=${page}&limit=100&sort_desc=point`);
    for (const c of json.list ?? [])
      paths.push(
        `/api/courses/slug/${encodeURIComponent(c.slug)}?country=${encodeURIComponent(c.country.slug)}`,
      );
  }
  const sized = [];
  for (const p of paths) {
    const res = await getJson(base + p);
    if (!res.json?.id) throw new Error(`${p} answered no course`);
    sized.push({ path: p, bytes: res.bytes, res });
  }
  const median = [...sized].sort((a, b) => a.bytes - b.bytes)[Math.floor(sized.length / 2)];
  return { paths, median };
}

/**
 * Request cycle of `course-uncached`: every sampled course × the six languages (6,600 keys) in
 * a fixed shuffled order, so a course comes back in the same language only after all others.
 */
export function courseRequests(paths) {
  const keys = [];
  for (const p of paths) for (const lang of LANGS) keys.push({ p, lang });
  return cycledRequests(keys, 7, (k) => ({ path: k.p, lang: k.lang }));
}

/**
 * One autocannon run of `seconds`. Latencies come from autocannon's per-response timings
 * (hrtime, µs resolution): its own histogram keeps whole milliseconds only, which reads 0 ms
 * for most of these calls.
 */
