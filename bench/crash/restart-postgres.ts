import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

/** The command that restarts the local PostgreSQL on this machine, or undefined when none works. */
export function postgresRestartCommand(): string[] | undefined {
  try {
    // Debian's wrapper: `15 main 5432 online postgres …`, one line per cluster.
    const clusters = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' }).trim().split('\n');
    const on5432 = clusters.map((line) => line.split(/\s+/)).find((fields) => fields[2] === '5432');
    if (on5432) return ['pg_ctlcluster', on5432[0] as string, on5432[1] as string, 'restart'];
  } catch {
    // not a Debian cluster setup
  }
  for (const command of [
    ['service', 'postgresql', 'status'],
    ['systemctl', 'status', 'postgresql'],
  ]) {
    try {
      execFileSync(command[0] as string, command.slice(1), { stdio: 'ignore' });
      return command[0] === 'service' ? ['service', 'postgresql', 'restart'] : ['systemctl', 'restart', 'postgresql'];
    } catch {
      // try the next one
    }
  }
  return undefined;
}

/** Restarts PostgreSQL without blocking the load loops; returns how long the command took, in ms. */
export async function restartPostgres(command: string[]): Promise<number> {
  const started = Date.now();
  await promisify(execFile)(command[0] as string, command.slice(1));
  return Date.now() - started;
}
