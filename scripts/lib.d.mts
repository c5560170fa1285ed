import type { ChildProcess } from 'node:child_process';
export declare const root: string;
export declare function run(cmd: string, args: string[], options?: object): void;
export declare function ensureInstalled(): void;
export declare function ensureBuilt(options?: { force?: boolean }): void;
/** A free TCP port on the loopback interface. */
export declare function freePort(): Promise<number>;
export declare function waitForHttp(
  url: string,
  timeoutMs: number,
  child?: ChildProcess,
): Promise<void>;
export declare function startServer(
  env: Record<string, string>,
  options?: { timeoutMs?: number; quiet?: boolean },
): Promise<ChildProcess>;
export declare function stopProcess(child: ChildProcess | undefined): Promise<void>;
