// The database of the post-list scale benchmark (bench/posts-scale.mjs): set-based SQL that
// generates members, posts, comments, likes and the counters the server keeps, a description
// of what it holds, and the plans (auto_explain) of the statements a request runs.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getJson, log, round, sleep } from './lib.mjs';

/** Generated members; the top courses (by ranking) get the posts. */
const MEMBERS = 1_000;
const TOP_COURSES = 2_000;

/** Forty tag names; discussions draw 0–3 of them with a skew towards the first ones. */
// prettier-ignore
const TAG_NAMES = [
  'golf', 'putting', 'driving', 'swing', 'shortgame', 'chipping', 'bunker', 'irons', 'woods',
  'handicap', 'equipment', 'travel', 'links', 'parkland', 'desert', 'majors', 'rules',
  'etiquette', 'fitness', 'coaching', 'junior', 'seniors', 'ladies', 'matchplay', 'strokeplay',
  'greens', 'fairways', 'weather', 'scotland', 'ireland', 'france', 'spain', 'usa', 'vietnam',
  'japan', 'architecture', 'history', 'tournaments', 'beginners', 'practice',
];

/** Runs one statement and logs its duration; returns the pg result. */
async function exec(client, label, text, values) {
  const t0 = Date.now();
  const res = await client.query(text, values);
  log(
    `  ${label}: ${res.rowCount ?? ''}${res.rowCount != null ? ' rows, ' : ''}${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  return res;
}

async function scalar(client, text, values) {
  const res = await client.query(text, values);
  return Object.values(res.rows[0] ?? {})[0];
}

/** Members (demo, dummy hash, 1 % suspended) and the index tables of members and courses. */
export async function createMembers(client) {
  await exec(
    client,
    `${MEMBERS} members`,
    `INSERT INTO users (email, password_hash, first_name, last_name, search_name, demo, languages,
                        created_at, updated_at, suspended_at)
     SELECT 'scale' || g || '@bench.invalid',
            '$argon2id$v=19$m=65536,t=3,p=4$YmVuY2hzYWx0$YmVuY2hoYXNoYmVuY2hoYXNo',
            'Golfer', 'Number ' || g, 'golfer number ' || g, true,
            CASE WHEN g % 4 = 0 THEN '{37}'::int[] ELSE '{30}'::int[] END,
            now() - interval '800 days', now() - interval '800 days',
            CASE WHEN g % 100 = 0 THEN now() - interval '10 days' END
     FROM generate_series(1, $1::int) g`,
    [MEMBERS],
  );
  await client.query(`CREATE TEMP TABLE u_ix AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS ix, id FROM users
    WHERE email LIKE 'scale%@bench.invalid'`);
  await client.query('CREATE UNIQUE INDEX ON u_ix (ix)');
  // The top courses of the world ranking; ix 0 is the "hot" course.
  await client.query(`CREATE TEMP TABLE c_ix AS
    SELECT (row_number() OVER (ORDER BY world_rank NULLS LAST, id) - 1)::int AS ix, id
    FROM (SELECT id, world_rank FROM courses ORDER BY world_rank NULLS LAST, id LIMIT ${TOP_COURSES}) c`);
  await client.query('CREATE UNIQUE INDEX ON c_ix (ix)');
  await client.query('ANALYZE u_ix; ANALYZE c_ix');
  return {
    hot: Number(await scalar(client, 'SELECT id FROM c_ix WHERE ix = 0')),
    courses: Number(await scalar(client, 'SELECT count(*) FROM c_ix')),
  };
}

/**
 * Posts number `from`..`to` (ordinal, 1-based): 2 % type 7 of the hot course, 35 % type 1,
 * 12 % type 2 (a video, a course), 10 % type 3, 8 % type 7 (another top course), 1 % type 4
 * (a review with its ratings, one per member and course), 32 % type 8 (a title, 0–3 tags).
 * Language 30 (75 %) or 37; created over the last two years; 1 % deleted, 0.2 % hidden.
 * Courses are drawn with a skew towards the best ranked.
 */
export async function createPosts(client, from, to) {
  const before = Number(await scalar(client, 'SELECT coalesce(max(id), 0) FROM posts'));
  const tagArray = `ARRAY[${TAG_NAMES.map((t) => `'${t}'`).join(',')}]`;
  await exec(
    client,
    `posts ${from}..${to}`,
    `WITH s AS MATERIALIZED (
       SELECT g, random() AS rt, random() AS rl, random() AS rc, random() AS ra, random() AS rd,
              random() AS rx, random() AS rn
       FROM generate_series($1::int, $2::int) g
     ), t AS (
       SELECT s.*,
              CASE WHEN rt < 0.02 THEN 7 WHEN rt < 0.37 THEN 1 WHEN rt < 0.49 THEN 2
                   WHEN rt < 0.59 THEN 3 WHEN rt < 0.67 THEN 7 WHEN rt < 0.68 THEN 4
                   ELSE 8 END AS type,
              rt < 0.02 AS hot,
              now() - rd * interval '730 days' AS created
       FROM s
     )
     INSERT INTO posts (type, author_id, course_id, language_id, title, content, hashtags,
                        created_at, updated_at, deleted_at, hidden_at)
     SELECT t.type,
            CASE WHEN t.type = 4 THEN ur.id ELSE u.id END,
            CASE WHEN t.hot THEN (SELECT id FROM c_ix WHERE ix = 0)
                 WHEN t.type = 4 THEN cr.id
                 WHEN t.type IN (2, 7) THEN c.id END,
            CASE WHEN t.rl < 0.75 THEN 30 ELSE 37 END,
            CASE WHEN t.type = 8 THEN 'Question ' || t.g || ': which course for a golf weekend?'
                 WHEN t.type IN (2, 3, 4) THEN 'Post title ' || t.g END,
            '<p>' || repeat('Lorem ipsum dolor sit amet, consectetur adipiscing elit. ',
                            1 + floor(t.rn * 8)::int) || '</p>',
            CASE WHEN t.type = 8 THEN coalesce(
              (SELECT array_agg(DISTINCT (${tagArray})[1 + floor(40 * random() ^ 2)::int])
               FROM generate_series(1, t.g % 4) k), '{}')
                 ELSE '{}' END,
            t.created, t.created,
            CASE WHEN t.rx < 0.01 THEN t.created + interval '1 day' END,
            CASE WHEN t.rx >= 0.01 AND t.rx < 0.012 THEN now() END
     FROM t
     JOIN u_ix u ON u.ix = floor(t.ra * ${MEMBERS})::int
     LEFT JOIN c_ix c ON c.ix = 1 + floor((${TOP_COURSES} - 1) * t.rc ^ 2)::int
     -- reviews: member and course derived from the ordinal, so one per member and course
     LEFT JOIN c_ix cr ON cr.ix = 1 + t.g % (${TOP_COURSES} - 1)
     LEFT JOIN u_ix ur ON ur.ix = (t.g / (${TOP_COURSES} - 1)) % ${MEMBERS}`,
    [from, to],
  );
  await exec(
    client,
    'review ratings',
    `INSERT INTO review_ratings (post_id, facilities, maintenance, surroundings, clubhouse, value, overall)
     SELECT id, f, m, s, c, v, (f + m + s + c + v) / 5
     FROM (SELECT id, round(random() * 10) / 2 AS f, round(random() * 10) / 2 AS m,
                  round(random() * 10) / 2 AS s, round(random() * 10) / 2 AS c,
                  round(random() * 10) / 2 AS v
           FROM posts WHERE type = 4 AND id > $1) r`,
    [before],
  );
  await exec(
    client,
    'media (videos of type 2, photos of a quarter of 1 and 3)',
    `INSERT INTO media (type, entity_name, entity_id, course_id, uploader_id, description, path,
                        thumbnail, width, height, youtube_id, position, created_at)
     SELECT 2, 'post', p.id, p.course_id, p.author_id, 'Round at the course',
            'https://www.youtube.com/watch?v=' || substr(md5(p.id::text), 1, 11), NULL, NULL, NULL,
            substr(md5(p.id::text), 1, 11), 0, p.created_at
     FROM posts p WHERE p.type = 2 AND p.id > $1
     UNION ALL
     SELECT 1, 'post', p.id, p.course_id, p.author_id, 'Photo', '/media/posts/bench/' || p.id || '.jpg',
            '/media/posts/bench/' || p.id || '-thumb.jpg', 1600, 1200, NULL, 0, p.created_at
     FROM posts p WHERE p.type IN (1, 3) AND p.id % 4 = 0 AND p.id > $1`,
    [before],
  );
  return before;
}

/** The ordinal → id table of all posts (popularity draws pick an ordinal). */
async function indexPosts(client) {
  await client.query('DROP TABLE IF EXISTS p_ix');
  await client.query(`CREATE TEMP TABLE p_ix AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS ix, id, created_at FROM posts`);
  await client.query('CREATE UNIQUE INDEX ON p_ix (ix)');
  await client.query('ANALYZE p_ix');
  return Number(await scalar(client, 'SELECT count(*) FROM p_ix'));
}

/**
 * `total` more comments over all posts: 6/7 top level, then one reply to every top-level comment
 * whose id is a multiple of 6. The post of a comment is drawn with a skew (ordinal
 * floor(N·r²), spread by a multiplicative permutation), so a few posts have thousands of
 * comments and most have a handful. Then likes (posts and comments, skewed the same way).
 */
export async function createComments(client, total, likesOnPosts, likesOnComments) {
  const n = await indexPosts(client);
  const before = Number(await scalar(client, 'SELECT coalesce(max(id), 0) FROM comments'));
  const top = Math.round((total * 6) / 7);
  const perm = `((floor(${n} * s.rp ^ 2)::bigint * 7919) % ${n})::int`;
  await exec(
    client,
    `${top} top-level comments`,
    `WITH s AS MATERIALIZED (
       SELECT k, random() AS rp, random() AS ra, random() AS rt FROM generate_series(1, $1::int) k
     )
     INSERT INTO comments (entity_name, entity_id, post_id, parent_id, author_id, text,
                           created_at, updated_at)
     SELECT 'post', p.id, p.id, NULL, u.id,
            'Comment ' || s.k || ': great course, the greens were fast and the staff friendly.',
            p.created_at + s.rt * (now() - p.created_at), p.created_at + s.rt * (now() - p.created_at)
     FROM s
     JOIN p_ix p ON p.ix = ${perm}
     JOIN u_ix u ON u.ix = floor(s.ra * ${MEMBERS})::int`,
    [top],
  );
  await exec(
    client,
    'replies',
    `INSERT INTO comments (entity_name, entity_id, post_id, parent_id, author_id, text,
                           created_at, updated_at)
     SELECT 'post', c.entity_id, c.post_id, c.id, u.id, 'Reply to ' || c.id || ': agreed!', x.ts, x.ts
     FROM comments c
     JOIN u_ix u ON u.ix = (c.id * 37) % ${MEMBERS}
     CROSS JOIN LATERAL (SELECT c.created_at + random() * (now() - c.created_at) AS ts) x
     WHERE c.id > $1 AND c.parent_id IS NULL AND c.id % 6 = 0`,
    [before],
  );
  await exec(
    client,
    `likes on posts (${likesOnPosts} drawn)`,
    `INSERT INTO likes (user_id, entity_name, entity_id, created_at)
     SELECT u.id, 'post', p.id, now() - s.rt * interval '700 days'
     FROM (SELECT random() AS ru, random() AS rp, random() AS rt FROM generate_series(1, $1::int)) s
     JOIN u_ix u ON u.ix = floor(s.ru * ${MEMBERS})::int
     JOIN p_ix p ON p.ix = ${perm}
     ON CONFLICT DO NOTHING`,
    [likesOnPosts],
  );
  const maxComment = Number(await scalar(client, 'SELECT max(id) FROM comments'));
  await exec(
    client,
    `likes on comments (${likesOnComments} drawn)`,
    `INSERT INTO likes (user_id, entity_name, entity_id, created_at)
     SELECT u.id, 'comment', $2::int + 1 + floor(s.rc * ($3::int - $2::int))::int, now()
     FROM (SELECT random() AS ru, random() AS rc FROM generate_series(1, $1::int)) s
     JOIN u_ix u ON u.ix = floor(s.ru * ${MEMBERS})::int
     ON CONFLICT DO NOTHING`,
    [likesOnComments, before, maxComment],
  );
}

/** Counters as the server keeps them (posts, comments, members, tags), then compacts. */
export async function refreshCounters(client) {
  await exec(
    client,
    'comments.total_reply / total_like',
    `UPDATE comments c SET total_reply = coalesce(r.n, 0), total_like = coalesce(l.n, 0)
     FROM comments c2
     LEFT JOIN (SELECT parent_id, count(*)::int AS n FROM comments
                WHERE parent_id IS NOT NULL AND deleted_at IS NULL GROUP BY parent_id) r
       ON r.parent_id = c2.id
     LEFT JOIN (SELECT entity_id, count(*)::int AS n FROM likes WHERE entity_name = 'comment'
                GROUP BY entity_id) l ON l.entity_id = c2.id
     WHERE c.id = c2.id
       AND (c.total_reply, c.total_like) IS DISTINCT FROM (coalesce(r.n, 0), coalesce(l.n, 0))`,
  );
  await exec(
    client,
    'posts.total_comment / total_parent_comment / total_like',
    `UPDATE posts p SET total_comment = coalesce(x.n, 0), total_parent_comment = coalesce(x.top, 0),
                        total_like = coalesce(l.n, 0)
     FROM posts p2
     LEFT JOIN (SELECT post_id, count(*)::int AS n,
                       (count(*) FILTER (WHERE parent_id IS NULL))::int AS top
                FROM comments WHERE deleted_at IS NULL GROUP BY post_id) x ON x.post_id = p2.id
     LEFT JOIN (SELECT entity_id, count(*)::int AS n FROM likes WHERE entity_name = 'post'
                GROUP BY entity_id) l ON l.entity_id = p2.id
     WHERE p.id = p2.id
       AND (p.total_comment, p.total_parent_comment, p.total_like)
           IS DISTINCT FROM (coalesce(x.n, 0), coalesce(x.top, 0), coalesce(l.n, 0))`,
  );
  await exec(
    client,
    'users.total_post',
    `UPDATE users u SET total_post = x.n
     FROM (SELECT author_id, count(*)::int AS n FROM posts WHERE deleted_at IS NULL GROUP BY author_id) x
     WHERE u.id = x.author_id AND u.total_post <> x.n`,
  );
  await exec(
    client,
    'tags counters',
    `INSERT INTO tags (name, counter)
     SELECT t, count(*)::int FROM posts, unnest(hashtags) AS t WHERE deleted_at IS NULL GROUP BY t
     ON CONFLICT (name) DO UPDATE SET counter = excluded.counter`,
  );
  // The counter updates rewrote most rows: compact (as a restored or long-vacuumed table
  // would be), then VACUUM ANALYZE (statistics, visibility map).
  await exec(client, 'VACUUM FULL posts, comments, likes', 'VACUUM FULL posts, comments, likes');
  await exec(client, 'VACUUM ANALYZE', 'VACUUM ANALYZE');
}

/** What the database holds now (for the JSON). */
export async function describeData(client) {
  const q = async (text) => (await client.query(text)).rows;
  const [counts] = await q(`SELECT
      (SELECT count(*) FROM posts)::int AS posts,
      (SELECT count(*) FROM posts WHERE deleted_at IS NULL AND hidden_at IS NULL)::int AS "livePosts",
      (SELECT count(*) FROM comments)::int AS comments,
      (SELECT count(*) FROM comments WHERE parent_id IS NOT NULL)::int AS replies,
      (SELECT count(*) FROM likes)::int AS likes,
      (SELECT count(*) FROM users WHERE demo)::int AS members,
      (SELECT count(*) FROM users WHERE suspended_at IS NOT NULL)::int AS "suspendedMembers",
      (SELECT count(*) FROM media WHERE entity_name = 'post')::int AS "postMedia",
      (SELECT count(*) FROM review_ratings)::int AS "reviewRatings",
      (SELECT count(*) FROM tags)::int AS tags,
      (SELECT count(DISTINCT course_id) FROM posts)::int AS "coursesWithPosts",
      pg_size_pretty(pg_total_relation_size('posts')) AS "postsSize",
      pg_size_pretty(pg_total_relation_size('comments')) AS "commentsSize"`);
  const byType = await q('SELECT type, count(*)::int AS n FROM posts GROUP BY type ORDER BY type');
  const byLanguage = await q(
    'SELECT language_id AS "languageId", count(*)::int AS n FROM posts GROUP BY 1 ORDER BY 1',
  );
  const [spread] = await q(`SELECT
      max(total_comment)::int AS "maxCommentsOnAPost",
      percentile_disc(0.5) WITHIN GROUP (ORDER BY total_comment)::int AS "medianCommentsPerPost",
      min(created_at) AS "oldestPost", max(created_at) AS "newestPost" FROM posts`);
  return {
    ...counts,
    byType: Object.fromEntries(byType.map((r) => [r.type, r.n])),
    byLanguage: Object.fromEntries(byLanguage.map((r) => [r.languageId, r.n])),
    ...spread,
  };
}

/** The most commented live post of a live author (comments case). */
export async function mostCommentedPost(client) {
  return Number(
    await scalar(
      client,
      `SELECT p.id FROM posts p JOIN users u ON u.id = p.author_id
       WHERE p.deleted_at IS NULL AND p.hidden_at IS NULL AND u.suspended_at IS NULL
       ORDER BY p.total_parent_comment DESC, p.id LIMIT 1`,
    ),
  );
}

// ------------------------------------------------------------------ measurement

/**
 * Replays each of `requests` ({ name, page, path }) with auto_explain (ANALYZE, BUFFERS, every
 * statement) loaded into new sessions of the bench database, and returns the plans of the
 * statements each request ran, slowest first. The server's pool closes idle connections after 10 s, so its
 * next connections load the module.
 */
export async function capturePlans(client, pgInfo, base, requests, dbName) {
  const logFile = path.join(pgInfo.dir, 'server.log');
  await client.query("LOAD 'auto_explain'");
  await client.query(`ALTER DATABASE ${dbName} SET session_preload_libraries = 'auto_explain'`);
  for (const [k, v] of Object.entries({
    'auto_explain.log_min_duration': '0',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on',
    'auto_explain.log_timing': 'on',
    'auto_explain.log_triggers': 'off',
    'auto_explain.log_format': 'text',
  })) {
    await client.query(`ALTER DATABASE ${dbName} SET ${k} = '${v}'`);
  }
  await sleep(12_000);
  const out = [];
  try {
    for (const { name, page, path: p } of requests) {
      // twice: the first call of a fresh connection also plans and warms the caches
      await getJson(base + p);
      await sleep(300);
      const offset = statSync(logFile).size;
      await getJson(base + p);
      await sleep(500);
      const text = readFileSync(logFile, 'utf8').slice(offset);
      const entries = text
        .split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/)
        .filter((e) => e.includes('plan:'))
        .map((e) => {
          const ms = Number(/duration: ([\d.]+) ms/.exec(e)?.[1] ?? NaN);
          const body = e
            .slice(e.indexOf('plan:') + 5)
            .replace(/^\t/gm, '')
            .trim();
          return { durationMs: ms, plan: body };
        })
        .sort((a, b) => b.durationMs - a.durationMs);
      out.push({ case: name, page, path: p, statements: entries });
      log(
        `plans ${name} page ${page}: ${entries.map((e) => `${e.durationMs.toFixed(1)} ms`).join(', ')}`,
      );
    }
  } finally {
    await client.query(`ALTER DATABASE ${dbName} RESET ALL`);
  }
  return out;
}
