import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

/** Decision 031: in outbox mode the info log names the file, never the mail's one-time codes. */
describe('outbox mailer', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bgc-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the whole mail to a file and logs only its name', async () => {
    const lines: unknown[] = [];
    const mailer = createMailer({
      from: 'BGC <no-reply@example.test>',
      outboxDir: dir,
      log: { info: (...args: unknown[]) => void lines.push(args) } as never,
    });
    const token = 'f3a9c1d2e4b5a6978877665544332211';
    const link = `https://bgc.example/reset-password?token=${token}`;
    await mailer.send({
      to: 'anne@example.test',
      subject: 'Reset your password',
      text: `Open ${link} within one hour.`,
      html: `<a href="${link}">Reset</a>`,
    });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    // quoted-printable: soft line breaks joined, '=' written as '=3D'
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8').replace(/=\n/g, '');
    expect(eml).toContain(`token=3D${token}`);
    expect(lines).toHaveLength(1);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('reset-password');
    expect(lines[0]).toEqual([{ file: files[0] }, 'mail written to the outbox']);
  });
});
