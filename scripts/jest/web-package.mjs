/**
 * The Jest setup of the front-end packages: component, machine and adapter tests in jsdom, swc
 * to compile TSX, the contracts (and their fixtures) compiled from source, CSS as an empty string. A package adds what
 * is its own (global setup, more module names).
 */
export function webPackageJestConfig({ moduleNameMapper = {}, ...own } = {}) {
  return {
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    setupFiles: ['<rootDir>/src/test-support/setup.ts'],
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
      '^@refurb/shared-contracts/testing$': '<rootDir>/../shared-contracts/src/testing.ts',
      '^@refurb/shared-contracts/fixtures$':
        '<rootDir>/../shared-contracts/src/test-support/fixtures.ts',
      '^@refurb/shared-contracts/arbitrary$':
        '<rootDir>/../shared-contracts/src/test-support/arbitrary.ts',
      '^@refurb/shared-contracts/storage-arbitraries$':
        '<rootDir>/../shared-contracts/src/test-support/storage-arbitraries.ts',
      // The domain entry points (`./cart`, `./api/catalog`, ...: package.json's exports).
      '^@refurb/shared-contracts/(.+)$': '<rootDir>/../shared-contracts/src/entries/$1.ts',
      '^@refurb/web-kit$': '<rootDir>/../web-kit/src/index.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.css$': '<rootDir>/src/test-support/css-stub.ts',
      ...moduleNameMapper,
    },
    ...own,
  };
}
