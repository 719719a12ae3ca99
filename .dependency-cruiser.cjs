// Dependency rules of src/, checked by `npm run deps` (part of `npm test`). docs/architecture.md explains them.

/**
 * The stage folders, lowest first. A folder may import the folders listed as its `uses` and itself, nothing
 * else of src/: so nothing imports upwards, and folders cannot form a cycle.
 */
const layers = [
  { folder: 'primitives', uses: [] },
  { folder: 'net', uses: ['primitives'] },
  { folder: 'config', uses: ['primitives', 'net'] },
  { folder: 'service', uses: ['primitives', 'net', 'config'] },
  { folder: 'wait', uses: ['primitives', 'net', 'config', 'service'] },
  { folder: 'bundle', uses: ['primitives', 'net', 'config', 'service'] },
  { folder: 'github', uses: ['primitives', 'net', 'config'] },
  { folder: 'report', uses: ['primitives', 'net', 'config', 'service', 'wait', 'bundle', 'github'] },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No import cycle between files (type-only imports count).',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment: 'No import cycle between folders.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'folders-never-import-the-top',
      comment: 'index.ts, main.ts and plan.ts sit above every folder: nothing in a folder imports them.',
      severity: 'error',
      from: { path: '^src/[^/]+/' },
      to: { path: '^src/[^/]+$' },
    },
    {
      name: 'actions-only-in-main-and-adapters',
      comment:
        'Stages take their I/O as parameters; only main.ts and adapters/ import @actions/* or Octokit.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(main\\.ts|adapters/)' },
      to: { path: 'node_modules/(@actions|@octokit)/' },
    },
    {
      name: 'no-orphans',
      comment: 'Every module is reachable from the entry: a module nothing imports is dead.',
      severity: 'error',
      from: { orphan: true, path: '^src/', pathNot: '^src/index\\.ts$' },
      to: {},
    },
    ...layers.map(({ folder, uses }) => ({
      name: `${folder}-imports-only-lower-folders`,
      comment: `${folder}/ may import only ${uses.length ? uses.join(', ') : 'nothing else of src'}.`,
      severity: 'error',
      from: { path: `^src/${folder}/` },
      to: { path: '^src/', pathNot: `^src/(${[folder, ...uses].join('|')})/` },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
