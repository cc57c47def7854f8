/**
 * A page of the content service in the site's language. The contact route is the help page with
 * `#contact`: once the page is in, its contact section is scrolled to and focused.
 */
import type { RouteName } from '@refurb/shared-contracts';
import type { ContentPageKey } from '@refurb/shared-contracts/api/content';
import { useEffect } from 'react';
import { useSite } from '../app/site';
import { useResource } from '../api/use-resource';
import { usePageHead } from '../layout/use-page-head';
import { Failed, Loading } from './states';

export function ContentPage({
  pageKey,
  route,
  anchor,
}: {
  pageKey: ContentPageKey;
  route: RouteName;
  anchor?: string;
}) {
  const site = useSite();
  const page = useResource(`content:${site.country}:${pageKey}`, () =>
    site.api.contentPage(site.country, pageKey),
  );
  const ready = page.status === 'ready';
  usePageHead(
    ready ? page.data.title : null,
    { name: route },
    { description: ready ? page.data.description : undefined },
  );
  useEffect(() => {
    if (!ready || !anchor) return;
    const target = document.getElementById(anchor);
    target?.scrollIntoView?.();
    target?.focus();
  }, [ready, anchor]);
  if (page.status === 'loading') return <Loading />;
  if (page.status === 'failed') return <Failed retry={page.retry} />;
  return (
    <article className="content">
      <h1>{page.data.title}</h1>
      {page.data.sections.map((section) => (
        <section
          key={section.heading}
          id={section.anchor}
          tabIndex={section.anchor ? -1 : undefined}
        >
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
