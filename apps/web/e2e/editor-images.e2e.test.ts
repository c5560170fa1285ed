import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, screenshot } from './browser.js';
import { eventually, registerMember, setupBrowser, storeState } from './support.js';
import { writePng } from './content.js';

/**
 * INPUT-011: a member writes a post in the post dialog and inserts an image
 * from the editor's toolbar. The first upload is held by the test and cancelled from the
 * progress panel (nothing is inserted, 'Upload cancelled'); the second goes through: the image
 * (1600 px wide) is resized in the browser, stored by the server at ≤ 800 px under
 * /media/editor/, shown in the editor and in the published post.
 */
const browser = setupBrowser();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bgc-e2e-editor-'));
const picture = path.join(tmp, 'fairway.png');

beforeAll(async () => {
  await writePng(picture, 1600, 1000, '#2f855a');
});

/** A new member signed in on the about page in `lang`, with the cookie consent given. */
async function signIn(page: Page, lang: string): Promise<void> {
  const session = await registerMember({
    firstName: 'Iris',
    lastName: 'Imager',
    emailPrefix: 'e2e.editor',
  });
  await page.goto('/about-us.html');
  await storeState(page, { session, language: lang, cookies: true });
}

async function openCreate(page: Page, name: string, textbox: string): Promise<Locator> {
  await page.goto('/newsfeed.html');
  await page.getByRole('button', { name }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await eventually(() => dialog.getByRole('textbox', { name: textbox }).isVisible()).toBe(true);
  return dialog;
}

describe('images in the rich-text editor (INPUT-011)', () => {
  it('cancels a held upload, then inserts a stored image into a post', async () => {
    const id = randomUUID().slice(0, 6);
    const { context, page } = await browser.newPage(DESKTOP);
    await signIn(page, 'en');
    const dialog = await openCreate(page, 'Create post', 'Your post');
    await dialog.getByRole('textbox', { name: 'Your post' }).click();
    await page.keyboard.type(`Editor image post ${id}`);

    // 1. the upload is held: the panel shows it with Cancel; cancelling inserts nothing
    let held: Route | null = null;
    await page.route('**/api/media', (route) => {
      held = route;
    });
    await dialog.getByTestId('editor-image-input').setInputFiles(picture);
    const progress = dialog.getByTestId('upload-progress');
    await eventually(() => progress.isVisible()).toBe(true);
    await eventually(() => held !== null).toBe(true);
    await eventually(() => progress.getByText('Uploading image').isVisible()).toBe(true);
    await screenshot(page, 'editor-upload-progress-en-1366');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel the upload of image' }).click();
    await eventually(() => page.getByText('Upload cancelled').first().isVisible()).toBe(true);
    await eventually(() => progress.count()).toBe(0);
    expect(await dialog.locator('.ProseMirror img').count()).toBe(0);
    await page.unroute('**/api/media');

    // 2. the upload goes through: the stored image is inserted at the cursor
    await dialog.getByTestId('editor-image-input').setInputFiles(picture);
    const inserted = dialog.locator('.ProseMirror img');
    await eventually(() => inserted.count(), 30_000).toBe(1);
    const src = (await inserted.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/media\/editor\/\d+\/[0-9a-f]{24}\.jpg$/);
    const stored = await page.request.get(src);
    expect(stored.headers()['content-type']).toBe('image/jpeg');
    const meta = await sharp(await stored.body()).metadata();
    expect([meta.width, meta.height]).toEqual([800, 500]);
    await screenshot(page, 'editor-image-inserted-en-1366');

    // 3. published: the post card shows the same image
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await eventually(() => dialog.isVisible(), 30_000).toBe(false);
    const card = page.getByTestId('post-card').filter({ hasText: `Editor image post ${id}` });
    await eventually(() => card.locator(`img[src="${src}"]`).count()).toBe(1);
    await context.close();
  });

  it('shows the progress panel in French on a phone', async () => {
    const { context, page } = await browser.newPage(PHONE, 'fr-FR');
    await signIn(page, 'fr');
    const dialog = await openCreate(page, 'Créer une publication', 'Votre publication');
    await page.route('**/api/media', () => undefined);
    await dialog.getByTestId('editor-image-input').setInputFiles(picture);
    const progress = dialog.getByTestId('upload-progress');
    await eventually(() => progress.isVisible()).toBe(true);
    await progress.scrollIntoViewIfNeeded();
    await screenshot(page, 'editor-upload-progress-fr-390');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await dialog.getByRole('button', { name: "Annuler l'envoi : image" }).click();
    await eventually(() => page.getByText('Envoi annulé').first().isVisible()).toBe(true);
    await context.close();
  });
});
