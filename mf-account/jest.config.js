/** Machine and component tests in jsdom (the shared front-end setup). */
import { webPackageJestConfig } from '../scripts/jest/web-package.mjs';

export default webPackageJestConfig();
