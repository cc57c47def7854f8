/** The address bar of a story's frame, for pages that read their parameters from it. */

/**
 * Puts `query` in the address bar while the story is shown (pages read it once, when they open)
 * and takes it away after, with any page the story went to: Storybook keeps its own parameters.
 */
export function withQuery(query: Readonly<Record<string, string>> | undefined): () => void {
  const { pathname, hash } = window.location;
  const keys = Object.keys(query ?? {});
  const replace = (path: string, search: URLSearchParams) =>
    window.history.replaceState(window.history.state, '', `${path}?${search}${hash}`);
  const search = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(query ?? {})) search.set(key, value);
  replace(pathname, search);
  return () => {
    const now = new URLSearchParams(window.location.search);
    for (const key of keys) now.delete(key);
    replace(pathname, now);
  };
}
