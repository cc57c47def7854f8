/**
 * Integration tests run the real server against a real database (PGlite in memory; a PostgreSQL
 * server too when TEST_DATABASE_URL is set). The contracts are compiled from source.
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  testTimeout: 60_000,
  // Two workers on CI's two cores (jest's default leaves one core to itself: one worker). The
  // suites wait on PostgreSQL, the Auth emulator and Redis as much as they compute: a full run
  // took 7.3 min with two workers against 12.5 with one.
  maxWorkers: 2,
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: {
    '^@refurb/shared-contracts$': '<rootDir>/../shared-contracts/src/index.ts',
    '^@refurb/shared-contracts/testing$': '<rootDir>/../shared-contracts/src/testing.ts',
    // The domain entry points (`./cart`, `./api/catalog`, ...: package.json's exports).
    '^@refurb/shared-contracts/(.+)$': '<rootDir>/../shared-contracts/src/entries/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
