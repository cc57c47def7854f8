/** The kit's tests in jsdom, with the front-end packages' shared setup. */
import { webPackageJestConfig } from '../scripts/jest/web-package.mjs';

export default webPackageJestConfig();
