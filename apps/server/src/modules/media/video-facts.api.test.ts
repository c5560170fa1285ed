import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MediaItem, Page } from '@bgc/shared';
import type { Database } from '../../db/client.js';
import { json, testApp } from '../../../test/test-app.js';
import { createMember, type TestMember } from '../../../test/factories.js';
import { pickCourse, postMultipart, type PickedCourse } from '../../../test/course-fixtures.js';
import { startFakeYoutube, type FakeYoutube } from '../../../../../scripts/fake-youtube.mjs';
import { VideoFacts } from './video-facts.js';

/**
 * MEDIA-010/011: a video's channel and figures come from YouTube (the Data
 * API with a key, oEmbed without), refreshed daily, and never from what the uploader typed.
 * YouTube is played by a loopback stand-in (scripts/fake-youtube.mjs).
 */
let app: FastifyInstance;
let database: Database;
let member: TestMember;
let course: PickedCourse;
let youtube: FakeYoutube;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const FLYOVER = 'dQw4w9WgXcQ';
const DAWN = '9bZkp7q19f0';
const REMOVED = 'zzzzzzzzzz1';

beforeAll(async () => {
  ({ app, database } = await testApp());
  member = await createMember(app);
  course = await pickCourse(database, 'video-facts');
  youtube = await startFakeYoutube();
});
afterAll(async () => {
  await youtube?.close();
});

const facts = (withKey: boolean) =>
  new VideoFacts({
    db: database.db,
    apiKey: withKey ? youtube.apiKey : undefined,
    apiUrl: youtube.apiUrl,
    oembedUrl: youtube.oembedUrl,
    refreshAfterMs: DAY,
  });
const videos = async () => {
  const res = await app.inject({ url: `/api/media/list?courseId=${course.id}&filter_type=2` });
  expect(res.statusCode).toBe(200);
  const byId = new Map(json<Page<MediaItem>>(res).list.map((m) => [m.youtubeId, m]));
  return (id: string) => byId.get(id)!;
};
/** Sweeps until nothing is due (the batch is bounded; the file's earlier videos may be waiting). */
const sweepAll = async (service: VideoFacts, now: Date) => {
  for (let i = 0; i < 20 && (await service.sweep(now)) > 0; i += 1);
};

describe('video facts from YouTube', () => {
  it('never shows figures the uploader typed', async () => {
    const res = await postMultipart(app, member.token, '/api/media', [
      ['courseId', String(course.id)],
      ['youtubes[]', `https://www.youtube.com/watch?v=${FLYOVER}`],
      [
        'youtubeMeta[]',
        JSON.stringify({
          title: 'My flyover',
          channelId: 'UCfake',
          channelName: 'Totally Real Channel',
          channelSubscriber: 2_500_000_000,
          view: 9_000_000_000,
        }),
      ],
      ['youtubes[]', `https://youtu.be/${DAWN}`],
      ['youtubes[]', REMOVED],
    ]);
    expect(res.statusCode).toBe(200);
    const [flyover] = json<{ list: MediaItem[] }>(res).list;
    // the member's title is kept as the item's title; the rest waits for YouTube
    expect(flyover).toMatchObject({ description: 'My flyover', meta: null });
  });

  it('takes title, channel, logo, subscribers and views from the Data API', async () => {
    const later = new Date(Date.now() + 2 * HOUR);
    await sweepAll(facts(true), later);
    const item = await videos();
    expect(item(FLYOVER).description).toBe('My flyover');
    expect(item(FLYOVER).meta).toEqual({
      title: 'Course flyover',
      channelId: 'UCfairwayfilms000000000a',
      channelName: 'Fairway Films',
      channelLogo: 'https://yt3.ggpht.com/UCfairwayfilms000000000a=s88',
      channelSubscriber: 1500,
      view: 2_000_000,
    });
    // a channel that hides its subscriber count shows none
    expect(item(DAWN).meta).toMatchObject({ channelName: 'Dawn Patrol Golf', view: 7 });
    expect(item(DAWN).meta!.channelSubscriber).toBeNull();
    // a removed video has no facts: the SPA shows its link and title only
    expect(item(REMOVED).meta).toBeNull();
  });

  it('refreshes once a day and retries a failed video after an hour, not before', async () => {
    const service = facts(true);
    const base = Date.now() + 2 * HOUR;
    const asked = (id: string) => youtube.calls.ids.filter((x) => x === id).length;
    const [flyover, removed] = [asked(FLYOVER), asked(REMOVED)];
    await sweepAll(service, new Date(base + 10 * 60 * 1000));
    // fetched and failed 10 minutes ago: nothing is due
    expect([asked(FLYOVER), asked(REMOVED)]).toEqual([flyover, removed]);
    await sweepAll(service, new Date(base + 2 * HOUR));
    expect(asked(REMOVED)).toBeGreaterThan(removed); // the failure is retried after an hour
    expect(asked(FLYOVER)).toBe(flyover); // the facts are not a day old yet
    await sweepAll(service, new Date(base + DAY + 3 * HOUR));
    expect(asked(FLYOVER)).toBe(flyover + 1); // refreshed once a day
  });

  it('without a key takes title and channel from oEmbed, and no figures', async () => {
    youtube.calls.oembed = 0;
    await sweepAll(facts(false), new Date(Date.now() + 3 * DAY));
    expect(youtube.calls.oembed).toBeGreaterThan(0);
    const item = await videos();
    expect(item(FLYOVER).meta).toEqual({
      title: 'Course flyover',
      channelId: 'UCfairwayfilms000000000a',
      channelName: 'Fairway Films',
      channelLogo: null,
      channelSubscriber: null,
      view: null,
    });
  });

  it('keeps the last facts when YouTube cannot be reached', async () => {
    const offline = new VideoFacts({
      db: database.db,
      apiKey: 'test-youtube-key',
      apiUrl: 'http://127.0.0.1:9/youtube/v3',
      oembedUrl: 'http://127.0.0.1:9/oembed',
      refreshAfterMs: DAY,
      timeoutMs: 2_000,
    });
    await sweepAll(offline, new Date(Date.now() + 5 * DAY));
    const item = await videos();
    expect(item(FLYOVER).meta?.channelName).toBe('Fairway Films');
  });

  it('never lets a slower sweep with an older time overwrite a newer result', async () => {
    // a YouTube that holds every request until released: the slow sweep waits there
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requests = 0;
    const held = http.createServer((_req, res) => {
      requests += 1;
      void released.then(() => res.writeHead(404).end());
    });
    await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
    const heldUrl = `http://127.0.0.1:${(held.address() as AddressInfo).port}`;
    try {
      const slow = new VideoFacts({
        db: database.db,
        apiUrl: `${heldUrl}/youtube/v3`,
        oembedUrl: `${heldUrl}/oembed`,
        refreshAfterMs: DAY,
      });
      const t = Date.now() + 10 * DAY;
      const late = slow.sweep(new Date(t));
      await expect.poll(() => requests, { timeout: 30_000 }).toBeGreaterThan(0);
      // meanwhile a sweep an hour later stores its facts and its failure
      await sweepAll(facts(true), new Date(t + HOUR));
      const asked = (id: string) => youtube.calls.ids.filter((x) => x === id).length;
      const removed = asked(REMOVED);
      release();
      expect(await late).toBe(0); // every result of the slow sweep was older: none stored
      // the failure stays an hour later's, so ten minutes after it nothing is due again
      await sweepAll(facts(true), new Date(t + HOUR + 10 * 60 * 1000));
      expect(asked(REMOVED)).toBe(removed);
      const item = await videos();
      expect(item(FLYOVER).meta?.channelName).toBe('Fairway Films');
    } finally {
      release();
      held.closeAllConnections();
      await new Promise((resolve) => held.close(resolve));
    }
  });
});
