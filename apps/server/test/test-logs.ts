import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { expect, inject } from 'vitest';

/**
 * The level the API tests' apps log at (decision 039): `trace`, the most verbose one the server
 * uses (Fastify logs client errors and multipart options there; the app's own lines are info and
 * above), so the log check after the run sees every line a production log could hold.
 */
export const TEST_LOG_LEVEL = 'trace';

type Destination = ReturnType<typeof pino.destination>;

let current: { file: string; destination: Destination } | null = null;

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * `src/modules/auth/auth.api.test.ts` → `modules__auth__auth.api.test.ts.log`: one log file per
 * API test file.
 */
function logFileOf(testPath: string | undefined): string {
  const rel = testPath ? path.relative(src, testPath) : '';
  const name = rel && !rel.startsWith('..') ? rel.split(path.sep).join('__') : 'outside-a-test';
  return `${name}.log`;
}

/**
 * Where every API test app writes its log lines (decision 039, docs/operations.md "Logs"): the
 * run's log folder (global-setup provides it as `testLogDir`), one file per test file, the
 * lines of every app the file uses (the shared `testApp` included) in the file that was running
 * when they were logged. Pino's file destination, synchronous, so nothing is lost when the test
 * worker ends and the check in global-setup's teardown reads complete files.
 */
export const testLogStream: { write(line: string): void } = {
  write(line: string) {
    const file = logFileOf(expect.getState().testPath);
    if (current?.file !== file) {
      current?.destination.end();
      const dest = path.join(inject('testLogDir'), file);
      current = { file, destination: pino.destination({ dest, sync: true, append: true }) };
    }
    current.destination.write(line);
  },
};
