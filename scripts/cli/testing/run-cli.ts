// The real CLI as a child process, for the CLI's own tests: `node --import tsx scripts/cli.ts …` with nothing of the
// calling shell's configuration (DATABASE_URL, APP_URL, …) but PATH and HOME, so each case sets all it relies on.
import { execFile, type ExecFileException } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface CliRun {
  /** The exit code; -1 when the process was killed (the timeout). */
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `cli <args>` with `env` (and PATH, HOME) as its whole environment; never rejects. */
export function runCli(
  args: string[],
  env: { NODE_ENV: 'test' | 'production' } & Record<string, string>,
  timeoutMs = 150_000,
): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/cli.ts', ...args],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.homedir(), ...env },
        timeout: timeoutMs,
        encoding: 'utf8',
      },
      (err: ExecFileException | null, stdout: string, stderr: string) => {
        const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
