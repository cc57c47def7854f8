/** Machine and component tests in jsdom (the shared front-end setup), with the contracts' fixtures. */
import { webPackageJestConfig } from '../scripts/jest/web-package.mjs';

export default webPackageJestConfig({
  moduleNameMapper: {
    '^@refurb/shared-contracts/fixtures$':
      '<rootDir>/../shared-contracts/src/test-support/fixtures.ts',
  },
});
