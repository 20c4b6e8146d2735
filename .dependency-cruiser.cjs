/**
 * Import rules `npm run lint` checks (dependency-cruiser). A cycle makes load order decide
 * what a module sees at start-up, and makes each side impossible to test or move alone, so
 * none is allowed: type-only imports included, since they tie the modules together too.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other, directly or around a loop.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'pages-never-load-content-schemas',
      severity: 'error',
      comment:
        "The content files' schemas bring yup, about 13 KiB gzip, to any page that loads one: " +
        'the pages read their types only, and plain lists from a module without yup.',
      from: { path: '^src/', pathNot: ['^src/(data|build|admin)/', '\\.test\\.tsx?$'] },
      to: {
        path: '^src/data/schema/',
        pathNot: '^src/data/schema/(faqChoices|pagesView)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    exclude: { path: '^(node_modules|dist|\\.netlify)/' },
  },
};
