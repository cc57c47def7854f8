import type { LooseRouteParams, RouteName } from '@refurb/shared-contracts';
import { useEffect } from 'react';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { applyPageHead } from './head';

/**
 * Sets the page's title (with the site name), description and hreflang alternates, in a task of
 * its own after the render's effects: setting the title and adding links are requests to the
 * browser's process (a few milliseconds each on a loaded machine), and with the page's other
 * effects (its API calls) they made one long task on a cheap phone.
 */
export function usePageHead(
  title: string | null,
  route: { name: RouteName; params?: LooseRouteParams } | null,
  description?: string,
) {
  const site = useSite();
  const { t } = useI18n();
  const fullTitle = title ? `${title} | ${t('site.name')}` : t('meta.title');
  const text = description ?? t('meta.description');
  const routeKey = route ? JSON.stringify(route) : '';
  useEffect(() => {
    const parsed = routeKey
      ? (JSON.parse(routeKey) as { name: RouteName; params?: LooseRouteParams })
      : null;
    const timer = setTimeout(() =>
      applyPageHead({
        country: site.country,
        title: fullTitle,
        description: text,
        route: parsed ? { name: parsed.name, params: parsed.params ?? {} } : null,
        siteBases: site.config.sites,
      }),
    );
    return () => clearTimeout(timer);
  }, [site, fullTitle, text, routeKey]);
}
