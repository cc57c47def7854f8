/**
 * URL components from any text. `encodeURIComponent` throws a URIError on a lone surrogate: half
 * of an emoji, left where text was cut to a length in UTF-16 units, which JSON carries as `\ud83d`.
 * A product name or grade from a server must not take down the page that links to it, so such a
 * half is written as U+FFFD, as the URL standard writes it (`new URL` does the same).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function encodeUrlPart(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}
