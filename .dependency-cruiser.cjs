/**
 * The file rules of the module boundaries (docs/decisions/0036-module-boundaries.md).
 * `npm run lint` runs them through scripts/check-module-boundaries.ts, which also checks that no
 * cycle joins the server's modules or the web's page areas, and who writes each table.
 * Tests are left out: a test may reach into any module it exercises.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'infrastructure-without-features',
      comment:
        'http/, db/, mail/, storage/, jobs/, invalidation/ and pdf/ serve every module and import ' +
        'none: a module hands them what they need (as app.ts hands session-auth the session store).',
      severity: 'error',
      from: { path: '^src/server/(http|db|mail|storage|jobs|invalidation|pdf)/' },
      to: { path: '^src/server/modules/' },
    },
    {
      name: 'no-runtime-cycle',
      comment:
        'Files that import each other at run time load in an order that depends on who came first.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-orphans',
      comment: 'A file of src that nothing imports is dead code (scripts/ holds the entry points).',
      severity: 'error',
      from: { orphan: true, path: '^src/', pathNot: '\\.d\\.ts$' },
      to: {},
    },
  ],
  options: {
    includeOnly: '^(src|scripts|bench)/|^vite\\.config\\.ts$',
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
