/**
 * A remote's CSS (inlined as text by the build) in one <style> per page, whatever mounts it: in
 * the document's head, or in a shadow root (the marketing embed), whose styles reach nothing
 * outside it and which the page's styles do not reach.
 */
export function ensureStyles(
  id: string,
  css: string,
  target: Document | ShadowRoot = document,
): void {
  if (target.getElementById(id)) return;
  const owner = 'head' in target ? target : target.ownerDocument;
  const style = owner.createElement('style');
  style.id = id;
  style.textContent = css;
  ('head' in target ? target.head : target).append(style);
}
