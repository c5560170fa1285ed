// A loopback stand-in for YouTube's Data API v3 (`/youtube/v3/videos`, `/youtube/v3/channels`)
// and oEmbed (`/oembed`), for the tests of the video facts: the server under
// test is pointed at it with YOUTUBE_API_URL / YOUTUBE_OEMBED_URL. Only the videos listed in
// FAKE_YOUTUBE_VIDEOS exist; any other id answers an empty list (Data API) or 404 (oEmbed),
// as YouTube does for a removed video. `calls` counts the requests per endpoint
// and lists the video ids asked for.
import http from 'node:http';

/** Video id → its facts, as YouTube would give them. */
export const FAKE_YOUTUBE_VIDEOS = {
  dQw4w9WgXcQ: {
    title: 'Course flyover',
    channelId: 'UCfairwayfilms000000000a',
    channelTitle: 'Fairway Films',
    viewCount: '2000000',
    subscriberCount: '1500',
  },
  '9bZkp7q19f0': {
    title: 'Back nine at dawn',
    channelId: 'UCdawnpatrolgolf0000000b',
    channelTitle: 'Dawn Patrol Golf',
    viewCount: '7',
    subscriberCount: '12',
    hidden: true,
  },
};

/**
 * Starts the stand-in on 127.0.0.1 (a free port); resolves `{ url, apiUrl, oembedUrl, calls,
 * close }`. `apiKey` is the only key accepted (others answer 403 like YouTube's keyInvalid).
 */
export function startFakeYoutube({ apiKey = 'test-youtube-key' } = {}) {
  const calls = { videos: 0, channels: 0, oembed: 0, ids: [] };
  const byChannel = new Map(Object.values(FAKE_YOUTUBE_VIDEOS).map((v) => [v.channelId, v]));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/oembed') {
      calls.oembed += 1;
      const id = new URL(url.searchParams.get('url') ?? 'x:', 'http://x').searchParams.get('v');
      calls.ids.push(id ?? '');
      const v = id ? FAKE_YOUTUBE_VIDEOS[id] : undefined;
      if (!v) return send(404, { error: 'Not Found' });
      return send(200, {
        title: v.title,
        author_name: v.channelTitle,
        author_url: `https://www.youtube.com/channel/${v.channelId}`,
        type: 'video',
      });
    }
    if (url.searchParams.get('key') !== apiKey)
      return send(403, { error: { code: 403, message: 'API key not valid' } });
    const ids = (url.searchParams.get('id') ?? '').split(',');
    if (url.pathname === '/youtube/v3/videos') {
      calls.videos += 1;
      calls.ids.push(...ids);
      return send(200, {
        items: ids
          .filter((id) => FAKE_YOUTUBE_VIDEOS[id])
          .map((id) => {
            const v = FAKE_YOUTUBE_VIDEOS[id];
            return {
              id,
              snippet: { title: v.title, channelId: v.channelId, channelTitle: v.channelTitle },
              statistics: { viewCount: v.viewCount },
            };
          }),
      });
    }
    if (url.pathname === '/youtube/v3/channels') {
      calls.channels += 1;
      return send(200, {
        items: ids
          .filter((id) => byChannel.has(id))
          .map((id) => {
            const v = byChannel.get(id);
            return {
              id,
              snippet: {
                thumbnails: { default: { url: `https://yt3.ggpht.com/${id}=s88` } },
              },
              statistics: {
                subscriberCount: v.subscriberCount,
                hiddenSubscriberCount: Boolean(v.hidden),
              },
            };
          }),
      });
    }
    return send(404, { error: 'Not Found' });
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      const url = `http://127.0.0.1:${port}`;
      resolve({
        url,
        apiUrl: `${url}/youtube/v3`,
        oembedUrl: `${url}/oembed`,
        apiKey,
        calls,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
