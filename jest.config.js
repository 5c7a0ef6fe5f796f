// One jest run, four suites. ESM throughout (NestJS 12, TypeORM 1 and zod 4 ship ESM only),
// so jest runs with --experimental-vm-modules (see scripts/test.mjs) and swc compiles TS.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const libs = {
  '^@parkflow/domain$': '<rootDir>/libs/domain/src/index.ts',
  '^@parkflow/domain/area-tree$': '<rootDir>/libs/domain/src/reference/area-tree.ts',
  '^@parkflow/domain/import-limits$': '<rootDir>/libs/domain/src/transfer/import-limits.ts',
  '^@parkflow/workflows$': '<rootDir>/libs/workflows/src/index.ts',
  '^@parkflow/migrations$': '<rootDir>/migrations/src/index.ts',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

const base = {
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: libs,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) },
};

export default {
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/libs/*/src/**/*.spec.ts'] },
    {
      ...base,
      displayName: 'api',
      testMatch: ['<rootDir>/apps/api/test/**/*.spec.ts', '<rootDir>/apps/api/src/**/*.spec.ts'],
      setupFiles: ['reflect-metadata'],
      setupFilesAfterEnv: ['<rootDir>/apps/api/test/support/timeouts.ts'],
    },
    {
      ...base,
      displayName: 'console',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/apps/console/src/**/*.test.tsx'],
      moduleNameMapper: { ...libs, '\\.css$': 'identity-obj-proxy' },
      setupFilesAfterEnv: ['<rootDir>/apps/console/test/setup.ts'],
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/timeouts.ts'],
    },
  ],
};
