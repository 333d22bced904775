// `npm run restore FILE [--force]`: puts back an archive of `npm run backup` (docs/deploy.md).
import { BackupError } from '../src/server/backup/backup-error';
import { restoreBackup } from '../src/server/backup/restore-backup';
import { readConfig } from '../src/server/read-config';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error(
    'Uso: npm run restore -- ARCHIVO.tar.gz [--force]\n(Usage: npm run restore -- FILE [--force])',
  );
  process.exit(2);
}

try {
  const restored = await restoreBackup(readConfig(), files[0]!, { force });
  console.log(
    `Restaurada la copia del ${restored.createdAt} (${restored.database === 'postgres' ? 'PostgreSQL' : 'base embebida'}) y ${restored.files} archivos subidos.`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
