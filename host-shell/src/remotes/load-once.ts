/**
 * `load()` on the first ask, its promise shared by every later ask; asked again after it failed
 * (a chunk lost to the network is fetched anew on the next use). The lazy remote loader and the
 * lazy federation runtime load their chunks through it.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      const started = load();
      loading = started;
      started.catch(() => {
        if (loading === started) loading = null;
      });
    }
    return loading;
  };
}
