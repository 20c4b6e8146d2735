/**
 * Import rules `npm run lint` checks (dependency-cruiser). A cycle makes load order decide
 * what a module sees at start-up, and makes each side impossible to test or move alone, so
 * none is allowed: type-only imports included, since they tie the modules together too.
 */
// The functions' own layers, lowest first: shared (logging, call-back times, the forms as the
// functions see them, hashing, follow-up links), store (Netlify Blobs), mail (Postmark and the
// emails), reports, followUp, delivery, intake; above them all, the wiring in
// netlify/server/*.ts that the functions in netlify/functions/ call. Tests may reach across.
const serverLayers = ['shared', 'store', 'mail', 'reports', 'followUp', 'delivery', 'intake'];

const serverLayerRules = serverLayers.map((layer, index) => ({
  name: `server-${layer}-imports-below-only`,
  severity: 'error',
  comment: `netlify/server/${layer}/ imports only the layers listed before it.`,
  from: { path: `^netlify/server/${layer}/`, pathNot: '\\.test\\.ts$' },
  to: {
    path: [
      ...serverLayers.slice(index + 1).map((above) => `^netlify/server/${above}/`),
      '^netlify/server/[^/]+\\.ts$',
    ],
  },
}));

// The browser's UI, lowest first: components (the parts any page is built of), layout (the
// frame round every page), pages, and the app that routes to them. Each imports only the
// ones before it, so a component never reaches up into the page that happens to use it. Tests,
// which render a page inside the app, may reach up.
const uiLayers = ['components', 'layout', 'pages', 'app'];

const uiLayerRules = uiLayers.slice(0, -1).map((layer, index) => ({
  name: `ui-${layer}-imports-below-only`,
  severity: 'error',
  comment: `src/${layer}/ imports none of ${uiLayers.slice(index + 1).join(', ')}.`,
  from: { path: `^src/${layer}/`, pathNot: '\\.test\\.tsx?$' },
  to: { path: `^src/(${uiLayers.slice(index + 1).join('|')})/` },
}));

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
    // The layers, lowest first: lib (plain helpers), data (the content files and their
    // schemas), config (facts and rules in no language), content (the words), forms (the
    // forms' definitions, shared by the page and the server), then the browser's UI (api,
    // forms/ui, components, layout, pages, app) and the server (netlify/). Each imports only
    // from below it, so every arrow points down.
    {
      name: 'lib-imports-nothing-of-ours',
      severity: 'error',
      comment: 'src/lib holds plain helpers any layer may use: they import no other folder.',
      from: { path: '^src/lib/' },
      to: { path: '^(src|netlify)/', pathNot: '^src/lib/' },
    },
    {
      name: 'data-is-the-floor',
      severity: 'error',
      comment: 'The content files and their schemas sit under every other layer.',
      from: { path: '^src/data/' },
      to: { path: '^src/(config|content|forms|api|components|layout|pages|app|seo|theme)/' },
    },
    {
      name: 'config-never-imports-content',
      severity: 'error',
      comment: 'Facts and rules in no language never reach for words in one.',
      from: { path: '^src/config/' },
      to: { path: '^src/(content|forms|api|components|layout|pages|app|seo)/' },
    },
    {
      name: 'content-never-imports-forms',
      severity: 'error',
      comment: 'Words are written for the forms, not from them: a form reads its words.',
      from: { path: '^src/content/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(forms|api|components|layout|pages|app)/' },
    },
    {
      name: 'server-never-imports-the-page',
      severity: 'error',
      comment:
        'The functions share definitions, words and facts with the page, never its UI: ' +
        'pages, layout, components, the UI of the forms or the app shell.',
      from: { path: '^netlify/' },
      to: { path: '^src/(pages|layout|components|forms/ui|app|api|theme)/' },
    },
    {
      name: 'browser-never-imports-the-server',
      severity: 'error',
      comment:
        'The page ships to every visitor: code of the functions (netlify/), with their secrets, ' +
        'stores and Postmark client, never belongs in it. What both need lives under src/.',
      from: { path: '^src/' },
      to: { path: '^netlify/' },
    },
    {
      name: 'api-takes-plain-values',
      severity: 'error',
      comment:
        "The calls to the functions are the forms' UI's (src/forms/ui/), which sits above " +
        'them in src/forms/: they take a path and plain values, so no arrow runs from them ' +
        'back up into src/forms/ or the UI.',
      from: { path: '^src/api/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(forms|components|layout|pages|app)/' },
    },
    ...uiLayerRules,
    ...serverLayerRules,
    {
      name: 'forms-below-their-ui',
      severity: 'error',
      comment:
        'A form (src/forms/<form>/ and the code they share) is what the page and the server ' +
        'both read; its UI (src/forms/ui/) and the calls to the functions (src/api/) sit above it.',
      from: { path: '^src/forms/', pathNot: ['^src/forms/ui/', '\\.test\\.tsx?$'] },
      to: { path: '^src/(forms/ui|api|components|layout|pages|app|theme)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    exclude: { path: '^(node_modules|dist|\\.netlify)/' },
  },
};
