// The module boundaries of docs/decisions/0036-module-boundaries.md, run by `npm run lint`:
// dependency-cruiser's rules (.dependency-cruiser.cjs), no cycle between the server's modules or
// the web's page areas, and every table written only by its owner (src/server/db/table-owners.ts).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { cruise, format, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/server/db/schema';
import { OTHER_WRITERS, TABLE_OWNERS, type TableName } from '../src/server/db/table-owners';
import { areaCycles } from './module-boundaries/area-cycles';
import { tableWrites } from './module-boundaries/table-writes';

const SERVER = 'src/server';
const problems: string[] = [];

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const cruised = await cruise(['src', 'scripts', 'bench', 'vite.config.ts'], options, undefined, {
  tsConfig: extractTSConfig('tsconfig.json'),
});
const graph = cruised.output as ICruiseResult;
if (graph.summary.error > 0) {
  problems.push(String((await format(graph, { outputType: 'err' })).output).trim());
}

for (const { areas, imports } of areaCycles(graph.modules)) {
  problems.push(
    [`A cycle between ${areas.join(', ')}; the imports that close it:`, ...imports]
      .map((line, i) => (i === 0 ? line : `  ${line}`))
      .join('\n'),
  );
}

/** Who writes from a file: its module, or its folder of src/server. */
const writerOf = (file: string) => {
  const [first, second] = path.relative(SERVER, file).split(path.sep);
  return first === 'modules' ? second! : first!;
};
const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

const tables = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)] as const] : [],
  ),
);
const writes = tableWrites(sources(SERVER), tables);
const seen = new Set<string>();
for (const { file, line, table } of writes) {
  const writer = writerOf(file);
  seen.add(`${table} ${writer}`);
  const owner = TABLE_OWNERS[table as TableName];
  if (writer !== owner && !OTHER_WRITERS[table as TableName]?.[writer]) {
    problems.push(`${file}:${line} writes ${table}, which ${owner} owns (table-owners.ts)`);
  }
}
for (const [table, writers] of Object.entries(OTHER_WRITERS)) {
  for (const writer of Object.keys(writers)) {
    if (!seen.has(`${table} ${writer}`)) {
      problems.push(
        `table-owners.ts: ${writer} no longer writes ${table}; take it off OTHER_WRITERS`,
      );
    }
  }
}
for (const owner of new Set(Object.values(TABLE_OWNERS))) {
  if (![`${SERVER}/modules/${owner}`, `${SERVER}/${owner}`].some((folder) => existsSync(folder))) {
    problems.push(`table-owners.ts: no module or folder ${owner} in ${SERVER}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log(
  `Module boundaries hold: ${graph.summary.totalCruised} files, no cycle between modules, ` +
    `${writes.length} table writes checked against their owners.`,
);
