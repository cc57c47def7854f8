/** A remote's CSS (inlined as text by the build) in one <style> per page, whatever mounts it. */
export function ensureStyles(id: string, css: string, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.append(style);
}
