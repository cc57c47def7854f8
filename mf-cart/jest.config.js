/** Component, machine and adapter tests in jsdom; the contracts are compiled from source. */
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFiles: ['<rootDir>/src/test-support/setup.ts'],
  globalSetup: '<rootDir>/src/test-support/global-setup.mjs',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.mjs',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@refurb/shared-contracts$': '<rootDir>/../shared-contracts/src/index.ts',
    '^@refurb/shared-contracts/fixtures$':
      '<rootDir>/../shared-contracts/src/test-support/fixtures.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': '<rootDir>/src/test-support/css-stub.ts',
  },
};
