import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// scripts/lib.mjs is plain JS shared with `npm start`; typed loosely here.
import { freePort, startServer, stopProcess } from '../../../scripts/lib.mjs';
import { startFakeYoutube } from '../../../scripts/fake-youtube.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** DATA_DIR of the server under test (its mail outbox is read by the password tests), or ''. */
    dataDir: string;
    /**
     * a second loopback origin (another port) configured as the 'uk' country edition
     * of the server under test; the edition test forwards it to the server.
     */
    editionOrigin: string;
  }
}

/** The member who holds the Administrator sub-role in the e2e server (ADMIN_EMAILS). */
export const E2E_ADMIN_EMAIL = 'admin@e2e.bgc.test';

/**
 * Starts the production build (`apps/server/dist/main.js` serving `apps/web/dist`) on a
 * free port with a fresh embedded database, as a newcomer's `npm start` would, unless
 * E2E_BASE_URL points at a running server. Build first (`npm run build`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    project.provide('dataDir', process.env.E2E_DATA_DIR ?? '');
    project.provide('editionOrigin', process.env.E2E_EDITION_ORIGIN ?? '');
    return async () => undefined;
  }
  const port = await freePort();
  const editionPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bgc-e2e-'));
  // YouTube's Data API and oEmbed, played by a loopback stand-in
  const youtube = await startFakeYoutube();
  const child = await startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // D-03: the administrator the course-claim flows sign in as
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    FIRST_MEMBER_ADMIN: 'false',
    // the journeys register many members from one IP; the limits themselves are API-tested
    RATE_LIMIT_REGISTER: '200',
    RATE_LIMIT_SIGN_IN: '200',
    RATE_LIMIT_CHECK_EMAIL: '500',
    RATE_LIMIT_WRITES: '1000',
    // decision 029: every browser of the suite connects from 127.0.0.1 (the cap is API-tested)
    LIVE_MAX_SOCKETS_PER_ADDRESS: '10000',
    // two editions on loopback, the second reached through another port
    EDITIONS: `worldwide=http://127.0.0.1:${port},uk=http://127.0.0.1:${editionPort}`,
    // HOME-009: two social accounts, so the about page and the footer show their icons
    SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/bestgolfcourses',
    SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@bestgolfcourses',
    YOUTUBE_API_KEY: youtube.apiKey,
    YOUTUBE_API_URL: youtube.apiUrl,
    YOUTUBE_OEMBED_URL: youtube.oembedUrl,
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('dataDir', dataDir);
  project.provide('editionOrigin', `http://127.0.0.1:${editionPort}`);
  return async () => {
    await stopProcess(child);
    await youtube.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
