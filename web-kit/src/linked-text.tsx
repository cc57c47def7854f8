/**
 * A sentence of a catalogue with some of its words as links to the site's legal pages: the
 * translated text names each link by a placeholder (`Accept {terms} and {privacy}`), so every
 * language puts the links where its grammar wants them. The links open in a new tab (`noopener`,
 * and `noreferrer` as the linter asks of every new tab): a form that links to them (register, the
 * order's review) keeps what was typed.
 */
export interface TextLink {
  readonly href: string;
  /** The link's words, in the sentence's language. */
  readonly label: string;
}

/** Marks no translation contains: the text is cut at them. */
const MARK = '\u0000';

export function LinkedText({
  fill,
  links,
}: {
  /** The translated text, filled with the values given (the catalogue's `t(key, values)`). */
  fill: (values: Readonly<Record<string, string>>) => string;
  links: Readonly<Record<string, TextLink>>;
}) {
  const marks = Object.fromEntries(
    Object.keys(links).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  // Cut at the marks, every odd part is a link's name: ['Accept ', 'terms', ' and ', 'privacy', ''].
  return fill(marks)
    .split(MARK)
    .map((part, i) => {
      const link = i % 2 === 1 ? links[part] : undefined;
      return link ? (
        <a key={i} href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label}
        </a>
      ) : (
        part
      );
    });
}
