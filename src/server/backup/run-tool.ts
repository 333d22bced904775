import { spawn } from 'node:child_process';
import { BackupError } from './backup-error';

/**
 * Runs a command-line tool (pg_dump, pg_restore, tar) to its end; a failure becomes a
 * BackupError carrying what the tool wrote on stderr, with `secret` (a password) blotted out.
 */
export function runTool(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; secret?: string } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `No se encontró ${command}: instalalo (en Debian, apt-get install postgresql-client para pg_dump y pg_restore).\n(${command} not found.)`
            : `${command}: ${error.message}`,
        ),
      ),
    );
    child.once('close', (code) => {
      if (code === 0) return resolve();
      const said = options.secret ? stderr.split(options.secret).join('***') : stderr;
      reject(new BackupError(`${command} terminó con el código ${code}:\n${said.trim()}`));
    });
  });
}
