// `npm start`: builds the site only when its build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { staleBuildReason } from '../src/server/site-build';

const reason = staleBuildReason(process.cwd());
if (reason) {
  console.log(`Compilando el sitio: ${reason}.`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
console.log('La compilación del sitio está al día.');
