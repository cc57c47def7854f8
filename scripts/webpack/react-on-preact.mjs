/**
 * React's API, run by Preact (docs/adr/0012-preact-runs-the-pages.md): every bundle of the host,
 * the remotes, the embed and the server renderer resolves `react` and `react-dom` (and their
 * subpaths: `react/jsx-runtime`, `react-dom/client`, `react-dom/server`) to preact/compat, about
 * 11 KB gzip where React and ReactDOM were 76 on every page. The code, its types, its unit tests
 * and the stories stay React's.
 */
export const REACT_ON_PREACT = { react: 'preact/compat', 'react-dom': 'preact/compat' };
