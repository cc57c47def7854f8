/**
 * Component, machine and adapter tests in jsdom (the shared front-end setup), with the Firebase
 * emulators started once for the Firestore adapter and rules tests.
 */
import { webPackageJestConfig } from '../scripts/jest/web-package.mjs';

export default webPackageJestConfig({
  globalSetup: '<rootDir>/src/test-support/global-setup.mjs',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.mjs',
});
