/** Types of scripts/pg-server.mjs (a throwaway PostgreSQL for tests and benchmarks). */
export declare function pgBin(): string;
export declare function startPostgres(database?: string): Promise<{
  url: string;
  port: number;
  version: string;
  dir: string;
  stop: () => void;
}>;
