/**
 * The warranty case form: which covered device, what is wrong with it, a phone to call back, and
 * how the device reaches the shop (a courier at one of the person's saved addresses, or dropped
 * off). Checked with the contract (`checkCase`); each problem is said beside its field and, on a
 * failed submit, the first wrong field gets focus.
 */
import type {
  CreateWarrantyCaseRequest,
  DeviceWarranty,
} from '@refurb/shared-contracts/api/account';
import type { DeliveryAddressServer } from '@refurb/shared-contracts/checkout';
import { describedBy, FieldFrame, PageLink, TextField, type ApiState } from '@refurb/web-kit';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import { addressLine } from './account-address-fields';
import { ApiView } from './page-states';
import {
  checkCase,
  deviceKey,
  ISSUE_MAX,
  ISSUE_MIN,
  type CaseDraft,
  type CaseField,
} from './warranty-case.rules';
import { ChoiceGroup } from './choice-group';

export function WarrantyCaseForm({
  devices,
  addresses,
  initial,
  busy,
  failure,
  onSubmit,
}: {
  /** The devices still covered. */
  readonly devices: readonly DeviceWarranty[];
  readonly addresses: ApiState<readonly DeliveryAddressServer[]>;
  readonly initial: CaseDraft;
  readonly busy: boolean;
  /** shop-api's refusal, said above the button. */
  readonly failure: ReactNode;
  readonly onSubmit: (request: CreateWarrantyCaseRequest) => void;
}) {
  const { t } = useAccountI18n();
  const { path } = useAccountServices();
  const [draft, setDraft] = useState(initial);
  const [attempts, setAttempts] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const saved = addresses.kind === 'ready' ? addresses.data : [];
  // A person with one saved address has it chosen for them.
  const addressId = draft.addressId ?? (saved.length === 1 ? (saved[0]?.id ?? null) : null);
  const { request, problems } = checkCase({ ...draft, addressId }, devices, saved);
  const set = (patch: Partial<CaseDraft>) => setDraft((now) => ({ ...now, ...patch }));
  const error = (field: CaseField) => {
    const key = attempts > 0 ? problems[field] : undefined;
    return key ? t(key, { min: ISSUE_MIN, max: ISSUE_MAX }) : null;
  };
  const invalid = (field: CaseField) =>
    error(field) ? { 'aria-invalid': true, 'aria-describedby': `ac-wc-${field}-error` } : {};
  const count = attempts > 0 ? Object.keys(problems).length : 0;

  // After a failed submit has shown its errors, the first wrong field gets focus.
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempts((n) => n + 1);
    if (request) onSubmit(request);
  };
  const issueHint = t('warrantyCase.issueCount', {
    count: draft.issue.length,
    min: ISSUE_MIN,
    max: ISSUE_MAX,
  });

  return (
    <form
      ref={form}
      className="ac-form"
      noValidate
      onSubmit={submit}
      aria-label={t('warrantyCase.formTitle')}
    >
      {count > 0 && (
        <p role="alert" className="ac-form-errors">
          {t('form.fixErrors', { count })}
        </p>
      )}
      <FieldFrame
        id="ac-wc-device"
        label={t('warrantyCase.device')}
        error={error('device')}
        need={t('form.required')}
        classPrefix="ac"
      >
        <select
          id="ac-wc-device"
          name="device"
          value={draft.device}
          onChange={(event) => set({ device: event.target.value })}
          aria-invalid={error('device') ? true : undefined}
          aria-describedby={describedBy({ id: 'ac-wc-device', error: error('device') })}
        >
          <option value="">{t('warrantyCase.chooseDevice')}</option>
          {devices.map((warranty) => (
            <option key={deviceKey(warranty)} value={deviceKey(warranty)}>
              {t('warrantyCase.deviceOption', {
                name: warranty.phone.name,
                orderId: warranty.orderId,
              })}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame
        id="ac-wc-issue"
        label={t('warrantyCase.issue')}
        hint={issueHint}
        error={error('issue')}
        need={t('form.required')}
        classPrefix="ac"
      >
        <textarea
          id="ac-wc-issue"
          name="issue"
          rows={5}
          maxLength={ISSUE_MAX}
          value={draft.issue}
          onChange={(event) => set({ issue: event.target.value })}
          aria-invalid={error('issue') ? true : undefined}
          aria-describedby={describedBy({
            id: 'ac-wc-issue',
            hint: issueHint,
            error: error('issue'),
          })}
        />
      </FieldFrame>
      <TextField
        id="ac-wc-phone"
        label={t('warrantyCase.phone')}
        hint={t('warrantyCase.phoneHint')}
        type="tel"
        autoComplete="tel"
        maxLength={30}
        value={draft.phone}
        onValue={(phone) => set({ phone })}
        error={error('phone')}
        need={t('form.required')}
        classPrefix="ac"
      />
      <ChoiceGroup
        id="ac-wc-handover"
        legend={t('warrantyCase.handoverLegend')}
        error={error('handover')}
      >
        {(['pickup', 'drop-off'] as const).map((method) => (
          <label key={method}>
            <input
              type="radio"
              name="handover"
              value={method}
              checked={draft.handover === method}
              onChange={() => set({ handover: method })}
              {...invalid('handover')}
            />{' '}
            {t(method === 'pickup' ? 'warrantyCase.pickup' : 'warrantyCase.dropOff')}
          </label>
        ))}
      </ChoiceGroup>
      {draft.handover === 'pickup' && (
        <ApiView state={addresses} failed={t('warrantyCase.addressesFailed')}>
          {(list) =>
            list.length === 0 ? (
              <div className="ac-panel">
                <p>{t('warrantyCase.noAddresses')}</p>
                <PageLink href={path('account-settings')}>{t('warrantyCase.toSettings')}</PageLink>
              </div>
            ) : (
              <ChoiceGroup
                id="ac-wc-address"
                legend={t('warrantyCase.addressLegend')}
                error={error('address')}
              >
                {list.map((address) => (
                  <label key={address.id}>
                    <input
                      type="radio"
                      name="address"
                      value={address.id}
                      checked={addressId === address.id}
                      onChange={() => set({ addressId: address.id })}
                      {...invalid('address')}
                    />{' '}
                    {addressLine(address)}
                  </label>
                ))}
              </ChoiceGroup>
            )
          }
        </ApiView>
      )}
      {draft.handover === 'drop-off' && (
        <p className="ac-panel">
          {t('warrantyCase.dropOffText')}{' '}
          <PageLink href={path('return-address')}>{t('warrantyCase.dropOffAddress')}</PageLink>
        </p>
      )}
      {failure}
      <div className="ac-actions">
        <button type="submit" className="ac-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('warrantyCase.busy') : t('warrantyCase.submit')}
        </button>
      </div>
    </form>
  );
}
