/**
 * The return request form of one order whose return window is open: which lines go back, why,
 * an optional comment, and how the money comes back (the way it was paid, or to a bank account
 * with its IBAN and holder). Checked with the contract shop-api checks with
 * (`CreateReturnRequestSchema`, whose IBAN rule is `isValidIban`), so the page and the server
 * never disagree; each problem is said beside its field and the first wrong field gets focus.
 */
import { refundMethodsFor } from '@refurb/shared-contracts/account';
import {
  CreateReturnRequestSchema,
  RETURN_REASONS,
  type AccountOrder,
  type CreateReturnRequest,
  type ReturnReason,
} from '@refurb/shared-contracts/api/account';
import { describedBy, FieldFrame, TextField } from '@refurb/web-kit';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAccountI18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/i18n';
import { ChoiceGroup } from './choice-group';

export const COMMENT_MAX = 1000;

export interface ReturnDraft {
  readonly lines: readonly string[];
  readonly reason: ReturnReason | '';
  readonly comment: string;
  readonly refund: 'original' | 'bank';
  readonly iban: string;
  readonly holder: string;
}

export const EMPTY_DRAFT: ReturnDraft = {
  lines: [],
  reason: '',
  comment: '',
  refund: 'original',
  iban: '',
  holder: '',
};

type Field = 'lines' | 'reason' | 'comment' | 'iban' | 'holder';
type Problems = Partial<Record<Field, MessageKey>>;

/** The request the draft makes, or the fields that break the contract. */
export function checkReturn(draft: ReturnDraft): {
  request: CreateReturnRequest | null;
  problems: Problems;
} {
  const comment = draft.comment.trim();
  const parsed = CreateReturnRequestSchema.safeParse({
    lines: draft.lines,
    reason: draft.reason,
    ...(comment ? { comment } : {}),
    refund:
      draft.refund === 'bank'
        ? { method: 'bank', iban: draft.iban, holder: draft.holder }
        : { method: 'original' },
  });
  if (parsed.success) return { request: parsed.data, problems: {} };
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path.at(-1) ?? '') as Field;
    if (field === 'lines') problems.lines ??= 'returnForm.linesError';
    if (field === 'reason') problems.reason ??= 'returnForm.reasonError';
    if (field === 'comment') problems.comment ??= 'returnForm.commentTooLong';
    if (field === 'holder') problems.holder ??= 'returnForm.holderError';
    if (field === 'iban') {
      problems.iban ??= draft.iban.trim() ? 'returnForm.ibanInvalid' : 'returnForm.ibanRequired';
    }
  }
  return { request: null, problems };
}

export function ReturnForm({
  order,
  busy,
  failure,
  onSubmit,
}: {
  readonly order: AccountOrder;
  readonly busy: boolean;
  /** shop-api's refusal, said above the button. */
  readonly failure: ReactNode;
  readonly onSubmit: (request: CreateReturnRequest) => void;
}) {
  const { t, formatPrice } = useAccountI18n();
  // An order paid in cash is refunded to a bank account only (refundMethodsFor).
  const refunds = refundMethodsFor(order.paymentMethod);
  const [draft, setDraft] = useState<ReturnDraft>(() => ({ ...EMPTY_DRAFT, refund: refunds[0]! }));
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { request, problems } = checkReturn(draft);
  const set = (patch: Partial<ReturnDraft>) => setDraft((now) => ({ ...now, ...patch }));
  const error = (field: Field) => {
    const key = tried ? problems[field] : undefined;
    return key ? t(key, { max: COMMENT_MAX }) : null;
  };
  const invalid = (field: Field) =>
    error(field) ? { 'aria-invalid': true, 'aria-describedby': `ac-return-${field}-error` } : {};
  const count = tried ? Object.keys(problems).length : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (request) {
      onSubmit(request);
      return;
    }
    // After React has shown the errors, the first wrong field gets focus.
    setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  const toggle = (refId: string, on: boolean) =>
    set({ lines: on ? [...draft.lines, refId] : draft.lines.filter((id) => id !== refId) });
  const commentId = 'ac-return-comment';
  const commentHint = t('returnForm.commentCount', {
    count: draft.comment.length,
    max: COMMENT_MAX,
  });

  return (
    <form
      ref={form}
      className="ac-form"
      noValidate
      onSubmit={submit}
      aria-label={t('returnForm.formTitle')}
    >
      {count > 0 && (
        <p role="alert" className="ac-form-errors">
          {t('form.fixErrors', { count })}
        </p>
      )}
      <ChoiceGroup id="ac-return-lines" legend={t('returnForm.linesLegend')} error={error('lines')}>
        {order.lines.map((line) => (
          <label key={line.refId} className="ac-check">
            <input
              type="checkbox"
              name="lines"
              value={line.refId}
              checked={draft.lines.includes(line.refId)}
              onChange={(event) => toggle(line.refId, event.target.checked)}
              {...invalid('lines')}
            />
            <span>
              {line.name} · {formatPrice(line.price)}
            </span>
          </label>
        ))}
      </ChoiceGroup>
      <ChoiceGroup
        id="ac-return-reason"
        legend={t('returnForm.reasonLegend')}
        error={error('reason')}
      >
        {RETURN_REASONS.map((reason) => (
          <label key={reason}>
            <input
              type="radio"
              name="reason"
              value={reason}
              checked={draft.reason === reason}
              onChange={() => set({ reason })}
              {...invalid('reason')}
            />{' '}
            {t(`reason.${reason}`)}
          </label>
        ))}
      </ChoiceGroup>
      <FieldFrame
        id={commentId}
        label={t('returnForm.comment')}
        hint={commentHint}
        error={error('comment')}
        need={t('returnForm.optional')}
        classPrefix="ac"
      >
        <textarea
          id={commentId}
          name="comment"
          rows={4}
          maxLength={COMMENT_MAX}
          value={draft.comment}
          onChange={(event) => set({ comment: event.target.value })}
          aria-invalid={error('comment') ? true : undefined}
          aria-describedby={describedBy({
            id: commentId,
            hint: commentHint,
            error: error('comment'),
          })}
        />
      </FieldFrame>
      {refunds.includes('original') ? (
        <fieldset className="ac-choice">
          <legend>{t('returnForm.refundLegend')}</legend>
          <label>
            <input
              type="radio"
              name="refund"
              value="original"
              checked={draft.refund === 'original'}
              onChange={() => set({ refund: 'original' })}
            />{' '}
            {t('returnForm.refundOriginal', {
              method: t(`payment.${order.paymentMethod || 'none'}`),
            })}
          </label>
          <label>
            <input
              type="radio"
              name="refund"
              value="bank"
              checked={draft.refund === 'bank'}
              onChange={() => set({ refund: 'bank' })}
            />{' '}
            {t('returnForm.refundBank')}
          </label>
        </fieldset>
      ) : (
        <p className="ac-note">
          {t('returnForm.refundBankOnly', {
            method: t(`payment.${order.paymentMethod || 'none'}`),
          })}
        </p>
      )}
      {draft.refund === 'bank' && (
        <>
          <TextField
            id="ac-return-iban"
            label={t('returnForm.iban')}
            hint={t('returnForm.ibanHint')}
            value={draft.iban}
            onValue={(iban) => set({ iban })}
            error={error('iban')}
            need={t('form.required')}
            classPrefix="ac"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
          />
          <TextField
            id="ac-return-holder"
            label={t('returnForm.holder')}
            value={draft.holder}
            onValue={(holder) => set({ holder })}
            error={error('holder')}
            need={t('form.required')}
            classPrefix="ac"
            autoComplete="name"
            maxLength={120}
          />
        </>
      )}
      {failure}
      <div className="ac-actions">
        <button type="submit" className="ac-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('returnForm.busy') : t('returnForm.submit')}
        </button>
      </div>
    </form>
  );
}
