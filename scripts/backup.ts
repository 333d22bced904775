// `npm run backup`: one archive of the database and the local files (docs/deploy.md).
import { createBackup } from '../src/server/backup/create-backup';
import { BackupError } from '../src/server/backup/backup-error';
import { readConfig } from '../src/server/read-config';

try {
  const file = await createBackup(readConfig());
  console.log(`Copia de seguridad guardada en ${file}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
