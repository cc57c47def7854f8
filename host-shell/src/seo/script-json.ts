/**
 * The text of a non-executable script block (`application/ld+json`, `application/json`), apart
 * from the structured data's builders: the page wrapper's head and the page data (in every
 * page's first scripts) need this function alone.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * The text of a `<script type="application/ld+json">` element: JSON whose `<`, `>` and `&` are
 * written as `\u003c`, `\u003e`, `\u0026`, so no value (a product named `</script>...` or
 * `<!--<script>`) can end the element or put the parser into its escaped states; U+2028 and
 * U+2029 likewise, for readers that take the text as JavaScript. The JSON means the same.
 */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(UNSAFE, escapeChar);
}
