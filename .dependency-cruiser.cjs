// The import rules of docs/style.md "Dependency direction" and "Inside the console", checked by
// dependency-cruiser in the test command (`pnpm lint:deps`). Each rule says why it exists.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle in any package: modules that cannot be understood one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-imports-feature',
      severity: 'error',
      comment:
        'A console feature never imports another feature: move what they share down to ui/, hooks/ or lib/.',
      from: { path: '^packages/console/src/features/([^/]+)/' },
      to: {
        path: '^packages/console/src/features/',
        pathNot: '^packages/console/src/features/$1/',
      },
    },
    {
      name: 'lib-is-react-free',
      severity: 'error',
      comment:
        'packages/console/src/lib is plain TypeScript: no React, no Spectrum, no TanStack React bindings; React binds to it through src/hooks.',
      from: { path: '^packages/console/src/lib/' },
      to: {
        path: [
          '(^|/)node_modules/(react|react-dom|@adobe/react-spectrum|@react-spectrum/.*|@spectrum-icons/.*|@tanstack/react-[^/]+)/',
        ],
      },
    },
    {
      name: 'lib-stays-below',
      severity: 'error',
      comment:
        'lib is the bottom layer of the console: it imports no hooks, ui, features or routes.',
      from: { path: '^packages/console/src/lib/' },
      to: { path: '^packages/console/src/(hooks|ui|features|routes)/' },
    },
    {
      name: 'hooks-bind-lib-only',
      severity: 'error',
      comment: 'hooks are thin React bindings of lib: they import no ui, features or routes.',
      from: { path: '^packages/console/src/hooks/' },
      to: { path: '^packages/console/src/(ui|features|routes)/' },
    },
    {
      name: 'ui-knows-no-features',
      severity: 'error',
      comment:
        'ui/ holds app-wide Spectrum compositions and the native-screen kit (ui/list, ui/form, whose lists and forms call the dbo procedures through the SDK): no features or routes.',
      from: { path: '^packages/console/src/ui/' },
      to: { path: '^packages/console/src/(features|routes)/' },
    },
    {
      name: 'features-below-routes',
      severity: 'error',
      comment: 'Routes import features, never the other way round.',
      from: { path: '^packages/console/src/(features|hooks|ui|lib)/' },
      to: { path: '^packages/console/src/(routes/|router\\.tsx|main\\.tsx)' },
    },
    {
      name: 'nothing-imports-console-or-e2e',
      severity: 'error',
      comment: 'The console and the journeys are leaves: no package imports them.',
      from: { path: '^packages/(sdk|validators|mocks|contract)/' },
      to: { path: '^(packages/console|e2e)/' },
    },
    {
      name: 'validators-stand-alone',
      severity: 'error',
      comment: 'validators depend on valibot only (docs/style.md "Dependency direction").',
      from: { path: '^packages/validators/src/' },
      to: { path: '^packages/(sdk|mocks|contract)/' },
    },
    {
      name: 'sdk-below-mocks-and-contract',
      severity: 'error',
      comment:
        'The SDK is generated from the specs; mocks and contract build on it, not it on them.',
      from: { path: '^packages/sdk/src/' },
      to: { path: '^packages/(mocks|contract|validators)/' },
    },
    {
      name: 'no-relative-import-across-packages',
      severity: 'error',
      comment:
        'A relative path never leaves its package (for example ../../mocks/src/…): another package is reached by its name and its public exports, which are what it promises to keep.',
      from: { path: '^(packages/[^/]+|e2e|scripts)/' },
      to: { dependencyTypes: ['local'], pathNot: '^$1/' },
    },
    {
      name: 'mocks-not-contract',
      severity: 'error',
      comment: 'Mocks and contract are siblings over the SDK.',
      from: { path: '^packages/mocks/src/' },
      to: { path: '^packages/contract/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|generated)/|\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace packages resolve to their TypeScript source, as in type checks and tests.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@guestnet/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    combinedDependencies: false,
  },
};
