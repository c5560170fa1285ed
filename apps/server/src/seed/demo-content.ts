import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull, like, sql } from 'drizzle-orm';
import type { MediaStore } from '../lib/media-store.js';
import sharp from 'sharp';
import { hash } from '@node-rs/argon2';
import { reviewOverall } from '@bgc/shared';
import type { Db } from '../db/client.js';
import { appMeta, courseRoles, courses, follows, users } from '../db/schema/index.js';
import { storeImage } from '../lib/images.js';
import { foldForSearch } from '../lib/text.js';
import { insertComment } from '../modules/comments/comments.repository.js';
import { setLike } from '../modules/likes/likes.repository.js';
import { insertMedia } from '../modules/media/media.repository.js';
import { insertPost } from '../modules/posts/posts.repository.js';
import { insertReview, refreshOwnPlatformStats } from '../modules/reviews/reviews.repository.js';

/** app_meta key set once the demo content exists (D-06: seeded once, on first start). */
export const DEMO_META_KEY = 'demo_content_seeded';

/**
 * The YouTube IFrame API's own sample video (developers.google.com/youtube/iframe_api_reference):
 * a public id that exists, used by every demo vlog and coaching post so no link is invented.
 */
const DEMO_VIDEO_ID = 'M7lc1UVf-VE';

const MEMBERS: Array<[string, string, number[], number[]]> = [
  // first name, last name, sub-roles (1 coach, 2 golfer, 3 vlogger), content languages
  ['Emma', 'Laurent', [2, 3], [37, 30]],
  ['Lucas', 'Martin', [1, 2], [37]],
  ['Olivia', 'Smith', [2], [30]],
  ['Noah', 'Johnson', [3], [30]],
  ['Mai', 'Nguyen', [2], [30]],
  ['Giulia', 'Rossi', [1], [30]],
  ['Felix', 'Wagner', [2, 3], [30]],
  ['Sofia', 'García', [2], [30]],
];

/** Deterministic pseudo-random numbers (mulberry32), so every fresh install looks the same. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generated landscape picture (fairway greens and sky) with a caption, as a PNG. */
async function demoPicture(caption: string, hue: number): Promise<Buffer> {
  const safe = caption.replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,78%)"/><stop offset="1" stop-color="hsl(${hue + 20},60%,92%)"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#s)"/>
    <path d="M0 520 C 300 420 600 600 1200 460 L1200 800 L0 800 Z" fill="hsl(110,45%,42%)"/>
    <path d="M0 600 C 400 540 800 700 1200 580 L1200 800 L0 800 Z" fill="hsl(105,50%,34%)"/>
    <ellipse cx="760" cy="600" rx="120" ry="34" fill="hsl(95,55%,55%)"/>
    <line x1="780" y1="600" x2="780" y2="470" stroke="#fff" stroke-width="5"/>
    <path d="M780 470 L850 490 L780 510 Z" fill="#d32f2f"/>
    <text x="60" y="110" font-family="sans-serif" font-size="54" fill="#1b3a1b">${safe}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const GENERAL = [
  '<p>First round of the season this morning: greens were fast and the wind picked up on the back nine. Who else is playing this weekend?</p>',
  '<p>Practice tip: on short putts pick a spot a few centimetres in front of the ball and roll it over that spot. It changed my putting.</p>',
  '<p>Our club championship starts next week. 54 holes, stroke play, and the forecast says sunshine.</p>',
];
const DISCUSSIONS: Array<[string, string, string[], number]> = [
  [
    'Best links courses for a first trip to Scotland?',
    '<p>Planning a week in Scotland next summer. Which links would you not miss, and which can be booked as a visitor?</p>',
    ['links', 'travel', 'scotland'],
    30,
  ],
  [
    'How do you practise your short game in winter?',
    '<p>Indoor mats, chipping nets, or just wait for spring? Share your routine.</p>',
    ['practice', 'shortgame'],
    30,
  ],
  [
    'Quel parcours conseillez-vous autour de Lyon ?',
    '<p>Je cherche un parcours 18 trous accueillant pour un handicap 20, pas trop loin de Lyon.</p>',
    ['france', 'conseils'],
    37,
  ],
  [
    'Electric trolley or carry bag?',
    '<p>Thinking of buying an electric trolley. Worth it for a 9-hole walker?</p>',
    ['equipment'],
    30,
  ],
];
const COMMENTS = [
  'Great shot of the course!',
  'Totally agree, the greens there are superb.',
  'Thanks for the tip, I will try it tomorrow.',
  'Which tee did you play from?',
  'See you on the first tee!',
];

/**
 * D-06 demo content, seeded once on a fresh install unless SEED_DEMO=false: flagged demo
 * members (random passwords: nobody can sign in as them), follows, reviews on the world's top
 * courses (which feed the ranking), posts of every type with generated photos, comments,
 * replies, likes and forum discussions. Returns false when it was already seeded.
 */
export async function seedDemoContent(db: Db, store: MediaStore): Promise<boolean> {
  const done = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_META_KEY));
  if (done.length > 0) return false;
  const random = rng(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  const top = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(isNotNull(courses.worldRank))
    .orderBy(asc(courses.worldRank))
    .limit(12);
  if (top.length === 0) return false;

  const memberIds: number[] = [];
  for (const [firstName, lastName, subRoles, langs] of MEMBERS) {
    const [row] = await db
      .insert(users)
      .values({
        email: `${foldForSearch(firstName)}.${foldForSearch(lastName)}@demo.bestgolfcourses.invalid`,
        passwordHash: await hash(randomBytes(24).toString('base64url')),
        firstName,
        lastName,
        searchName: foldForSearch(`${firstName} ${lastName}`),
        subRoles,
        languages: langs,
        handicap: Math.round(random() * 280) / 10,
        // no bio: the page's translated 'Demo member' badge says what they are
        shortBio: null,
        demo: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row) memberIds.push(row.id);
  }
  if (memberIds.length === 0) return false;

  // follows: everyone follows two others and two top courses (counters kept in step)
  for (const [i, id] of memberIds.entries()) {
    const others = [memberIds[(i + 1) % memberIds.length]!, memberIds[(i + 3) % memberIds.length]!];
    for (const other of new Set(others)) {
      if (other === id) continue;
      await db
        .insert(follows)
        .values({ userId: id, entityName: 'user', entityId: other })
        .onConflictDoNothing();
    }
    for (const course of [top[i % top.length]!, top[(i + 5) % top.length]!]) {
      await db
        .insert(follows)
        .values({ userId: id, entityName: 'course', entityId: course.id })
        .onConflictDoNothing();
    }
  }
  await db.execute(
    sql`UPDATE users u SET total_following = (SELECT count(*) FROM follows f WHERE f.user_id = u.id),
       total_follow = (SELECT count(*) FROM follows f WHERE f.entity_name = 'user' AND f.entity_id = u.id)
     WHERE u.demo`,
  );
  await db.execute(
    sql`UPDATE courses c SET total_follow = (SELECT count(*) FROM follows f WHERE f.entity_name = 'course' AND f.entity_id = c.id)
     WHERE c.id IN (SELECT entity_id FROM follows WHERE entity_name = 'course')`,
  );

  // reviews on the top courses
  for (const [ci, course] of top.slice(0, 8).entries()) {
    for (const authorId of memberIds.slice(ci % 3, (ci % 3) + 3)) {
      const score = () => Math.min(5, 3.5 + Math.round(random() * 3) / 2);
      const five = {
        facilities: score(),
        maintenance: score(),
        surroundings: score(),
        clubhouse: score(),
        value: score(),
      };
      await insertReview(
        db,
        {
          authorId,
          courseId: course.id,
          languageId: 30,
          content: pick([
            `Beautiful layout at ${course.name}, superb greens and a friendly welcome.`,
            `A must-play. The closing holes at ${course.name} are unforgettable.`,
            'Great conditioning, fair but demanding. The clubhouse food is excellent too.',
          ]),
        },
        { ...five, overall: reviewOverall(five) },
      );
    }
    await refreshOwnPlatformStats(db, course.id);
  }

  // reviews written over the last weeks
  await db.execute(
    sql`UPDATE posts p SET created_at = now() - ((p.id % 20) + 5) * interval '7 hours', updated_at = now() - ((p.id % 20) + 5) * interval '7 hours'
        FROM users u WHERE u.id = p.author_id AND u.demo AND p.type = 4`,
  );

  // the first member runs the first top course's page and posts as the course
  await db
    .insert(courseRoles)
    .values({
      courseId: top[0]!.id,
      userId: memberIds[0]!,
      status: 'accepted',
      phone: '+1 555 0100',
      decidedAt: new Date(),
    })
    .onConflictDoNothing();

  const postIds: number[] = [];
  // spread over the last days, newest last, so the feeds read like a living site
  let age = 40;
  const addPost = async (
    values: Parameters<typeof insertPost>[1],
    media: { photos?: string[]; video?: boolean } = {},
  ) => {
    const createdAt = new Date(Date.now() - age-- * 3 * 60 * 60 * 1000);
    const id = await db.transaction(async (tx) => {
      const postId = await insertPost(tx, { ...values, createdAt, updatedAt: createdAt });
      const rows: Parameters<typeof insertMedia>[1] = [];
      if (media.video) {
        rows.push({
          type: 2,
          entityName: 'post',
          entityId: postId,
          courseId: values.courseId ?? null,
          uploaderId: values.authorId,
          youtubeId: DEMO_VIDEO_ID,
          path: `https://www.youtube.com/watch?v=${DEMO_VIDEO_ID}`,
          description: 'Demo video',
          // the channel and the figures are fetched from YouTube (VideoFacts), never typed
          meta: null,
          position: 0,
        });
      }
      for (const [i, caption] of (media.photos ?? []).entries()) {
        const bytes = await demoPicture(caption, 190 + i * 12);
        const full = await storeImage(bytes, {
          store,
          folder: 'demo',
          maxWidth: 1920,
          quality: 90,
          variants: true,
        });
        const thumb = await storeImage(bytes, {
          store,
          folder: 'demo/thumbs',
          maxWidth: 600,
          quality: 80,
        });
        rows.push({
          type: 1,
          entityName: 'post',
          entityId: postId,
          courseId: values.courseId ?? null,
          uploaderId: values.authorId,
          path: full.url,
          thumbnail: thumb.url,
          width: full.width,
          height: full.height,
          description: caption,
          position: rows.length,
        });
      }
      await insertMedia(tx, rows);
      return postId;
    });
    postIds.push(id);
    return id;
  };

  for (const [i, content] of GENERAL.entries()) {
    await addPost(
      {
        type: 1,
        authorId: memberIds[i % memberIds.length]!,
        languageId: 30,
        content,
        hashtags: ['golf'],
      },
      i === 0 ? { photos: ['Morning round', 'The 18th green'] } : {},
    );
  }
  for (const [i, course] of top.slice(0, 3).entries()) {
    await addPost(
      {
        type: 2,
        authorId: memberIds[(i + 3) % memberIds.length]!,
        courseId: course.id,
        languageId: 30,
        content: `<p>Course vlog: we played all 18 holes at ${course.name.replace(/[<>&]/g, '')}. Highlights and tips inside.</p>`,
        hashtags: ['vlog'],
      },
      { video: true },
    );
  }
  await addPost(
    {
      type: 3,
      authorId: memberIds[1]!,
      languageId: 37,
      content:
        '<p>Cours de golf : trois exercices simples pour un meilleur contact de balle avec les fers.</p>',
      hashtags: ['coaching'],
    },
    { video: true },
  );
  await addPost(
    {
      type: 5,
      authorId: memberIds[2]!,
      courseId: top[1]!.id,
      languageId: 30,
      content: ' ',
      hashtags: [],
    },
    { photos: ['Fairway view', 'Clubhouse', 'Sunset on the 9th'] },
  );
  await addPost({
    type: 7,
    authorId: memberIds[0]!,
    courseId: top[0]!.id,
    languageId: 30,
    content:
      '<h3>Open day</h3><p>Visitors are welcome on Saturday: free range balls and a short lesson with our pro.</p>',
    hashtags: ['events'],
  });
  for (const [i, [title, content, tags, lang]] of DISCUSSIONS.entries()) {
    await addPost({
      type: 8,
      authorId: memberIds[(i + 2) % memberIds.length]!,
      languageId: lang,
      title,
      content,
      hashtags: tags,
    });
  }

  // comments, a reply each, and likes
  for (const [i, postId] of postIds.entries()) {
    const authorId = memberIds[(i + 1) % memberIds.length]!;
    const commentId = await insertComment(db, {
      entityName: 'post',
      entityId: postId,
      postId,
      parentId: null,
      authorId,
      text: pick(COMMENTS),
    });
    await insertComment(db, {
      entityName: 'post',
      entityId: postId,
      postId,
      parentId: commentId,
      authorId: memberIds[(i + 2) % memberIds.length]!,
      text: pick(COMMENTS),
    });
    for (const liker of memberIds.slice(0, 1 + (i % 4)))
      await setLike(db, liker, 'post', postId, true);
    await setLike(db, memberIds[(i + 4) % memberIds.length]!, 'comment', commentId, true);
  }

  await db
    .insert(appMeta)
    .values({ key: DEMO_META_KEY, value: new Date().toISOString() })
    .onConflictDoNothing();
  return true;
}

/**
 * demo members seeded before the translated badge carried an English bio
 * ('Golfer · demo member'); clears those bios (idempotent, demo members only). Returns the
 * number of members changed.
 */
export async function clearEnglishDemoBios(db: Db): Promise<number> {
  const rows = await db
    .update(users)
    .set({ shortBio: null })
    .where(and(eq(users.demo, true), like(users.shortBio, '% · demo member')))
    .returning({ id: users.id });
  return rows.length;
}
