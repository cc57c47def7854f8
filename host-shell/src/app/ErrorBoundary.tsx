/**
 * Keeps the site standing when a part of it throws while it renders (a bug, a page's chunk that
 * cannot load): without a boundary React unmounts the whole root and the person sees a blank
 * site. The App puts one around the page (its place shows a localized notice with a retry; header
 * and footer stay) and one around each of header and footer (a broken header leaves a way home).
 * A caught error is reported with the part's name; a new page (`resetKey`) or the retry renders
 * the part again.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useSite } from './site';
import { useI18n } from '../i18n/i18n';
import { Link } from '../routing/router';

interface BoundaryProps {
  /** The part's name in the report (`page`, `header`, `footer`). */
  readonly part: string;
  /** Another value (the page's address) renders the part again. */
  readonly resetKey: string;
  readonly onError: (error: unknown, part: string) => void;
  readonly fallback: (retry: () => void) => ReactNode;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failed: boolean;
  /** The page the state is of: another page renders the part again. */
  readonly key: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error, this.props.part);
  }

  override render() {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}

/** A part of the site that may throw: reported, and replaced by `fallback` (the page's notice by default). */
export function ErrorBoundary({
  part,
  resetKey,
  fallback,
  children,
}: {
  readonly part: string;
  readonly resetKey: string;
  readonly fallback?: (retry: () => void) => ReactNode;
  readonly children: ReactNode;
}) {
  const site = useSite();
  return (
    <Boundary
      part={part}
      resetKey={resetKey}
      onError={(error) => site.reporter.report(error, { tags: { reason: 'render-failed', part } })}
      fallback={fallback ?? ((retry) => <PageFailed retry={retry} />)}
    >
      {children}
    </Boundary>
  );
}

/** The page's place when the page threw: what happened, a retry and the way home. */
export function PageFailed({ retry }: { readonly retry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="notice notice--error">
      <h1>{t('page.failedTitle')}</h1>
      <p>{t('page.failedText')}</p>
      <button type="button" className="button" onClick={retry}>
        {t('state.retry')}
      </button>{' '}
      <Link href="/">{t('nav.home')}</Link>
    </div>
  );
}
