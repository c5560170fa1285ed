/** Types of scripts/fake-youtube.mjs (a loopback stand-in for YouTube). */
export declare const FAKE_YOUTUBE_VIDEOS: Record<
  string,
  {
    title: string;
    channelId: string;
    channelTitle: string;
    viewCount: string;
    subscriberCount: string;
    hidden?: boolean;
  }
>;
export interface FakeYoutube {
  url: string;
  apiUrl: string;
  oembedUrl: string;
  apiKey: string;
  calls: { videos: number; channels: number; oembed: number; ids: string[] };
  close(): Promise<void>;
}
export declare function startFakeYoutube(options?: { apiKey?: string }): Promise<FakeYoutube>;
