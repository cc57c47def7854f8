/**
 * A link to another page of the site: a plain click goes through the host's router (no reload);
 * a modified click, another origin and a page without a router work as a normal link.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateTo } from './effects';

export function PageLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { onClick, href, children, ...rest } = props;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (!href.startsWith('/') || href.startsWith('//')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(href);
  };
  return (
    <a {...rest} href={href} onClick={follow}>
      {children}
    </a>
  );
}
