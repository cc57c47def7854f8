/** A call that failed: what failed, said at once to screen readers, and a button to try again. */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
  classPrefix,
}: {
  readonly message: string;
  readonly retryLabel: string;
  readonly onRetry: () => void;
  /** The remote's styles: `co` → `co-field-error`, `co-link`. */
  readonly classPrefix: string;
}) {
  return (
    <p role="alert" className={`${classPrefix}-field-error`}>
      {message}{' '}
      <button type="button" className={`${classPrefix}-link`} onClick={onRetry}>
        {retryLabel}
      </button>
    </p>
  );
}
