/**
 * Settings: the person's name and phone, and the company they buy for (name, tax id,
 * registration number, registered office). Checked with the same contract shop-api checks with
 * (`UpdateProfileRequestSchema`, the rule book's company rules for the site's country), so the
 * page and the server never disagree; each problem is said beside its field.
 */
import { FIELD_MAX_LENGTH } from '@refurb/shared-contracts';
import {
  UpdateProfileRequestSchema,
  type Profile,
  type UpdateProfileRequest,
} from '@refurb/shared-contracts/api/account';
import {
  emptyAddressForm,
  fromServerAddress,
  toServerAddress,
  validateAddress,
  type AddressForm,
} from '@refurb/shared-contracts/checkout';
import { TextField } from '@refurb/web-kit';
import { useRef, useState, type FormEvent } from 'react';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/i18n';
import { AccountAddressFields } from './account-address-fields';
import { useSubmit } from './use-submit';

const FIELD_MESSAGES: Readonly<Record<string, MessageKey>> = {
  displayName: 'settings.nameRequired',
  phoneNumber: 'settings.phoneInvalid',
  'company.name': 'settings.companyNameInvalid',
  'company.taxNumber': 'settings.taxNumberInvalid',
  'company.registrationNumber': 'settings.registrationNumberInvalid',
};

interface Draft {
  displayName: string;
  phoneNumber: string;
  hasCompany: boolean;
  companyName: string;
  taxNumber: string;
  registrationNumber: string;
  address: AddressForm;
}

function draftOf(profile: Profile): Draft {
  return {
    displayName: profile.displayName ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    hasCompany: profile.company !== null,
    companyName: profile.company?.name ?? '',
    taxNumber: profile.company?.taxNumber ?? '',
    registrationNumber: profile.company?.registrationNumber ?? '',
    address: profile.company ? fromServerAddress(profile.company.address) : emptyAddressForm(),
  };
}

/** The request the draft makes, and the fields that break the contract (path → message). */
export function checkProfile(
  draft: Draft,
  country: UpdateProfileRequest['country'],
): { request: UpdateProfileRequest | null; errors: Readonly<Record<string, MessageKey>> } {
  const body = {
    country,
    displayName: draft.displayName,
    phoneNumber: draft.phoneNumber,
    company: draft.hasCompany
      ? {
          name: draft.companyName,
          taxNumber: draft.taxNumber,
          registrationNumber: draft.registrationNumber,
          address: toServerAddress(draft.address),
        }
      : null,
  };
  const parsed = UpdateProfileRequestSchema.safeParse(body);
  const errors: Record<string, MessageKey> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = FIELD_MESSAGES[issue.path.join('.')];
      if (key) errors[issue.path.join('.')] ??= key;
    }
  }
  const addressOk = !draft.hasCompany || validateAddress(draft.address, country).valid;
  return {
    request: parsed.success && addressOk && Object.keys(errors).length === 0 ? parsed.data : null,
    errors,
  };
}

export function ProfileSection({
  profile,
  onSaved,
}: {
  readonly profile: Profile;
  readonly onSaved: (profile: Profile) => void;
}) {
  const { t } = useAccountI18n();
  const { api, country } = useAccountServices();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [tried, setTried] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const form = useRef<HTMLFormElement>(null);
  const save = useSubmit((request: UpdateProfileRequest) =>
    api.updateProfile(request).then((answer) => {
      if (answer.ok) onSaved(answer.data);
      return answer;
    }),
  );
  const { request, errors } = checkProfile(draft, country);
  const set = (patch: Partial<Draft>) => setDraft((now) => ({ ...now, ...patch }));
  const error = (path: string) => (tried && errors[path] ? t(errors[path]) : null);
  const text = (id: string, path: string, value: string, key: keyof Draft) => ({
    id: `ac-profile-${id}`,
    value,
    onValue: (next: string) => set({ [key]: next }),
    error: error(path),
    need: t('form.required'),
    classPrefix: 'ac',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (request) {
      save.submit(request);
      return;
    }
    // After React has shown the errors, the first wrong field gets focus.
    setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <section className="ac-panel" aria-labelledby="ac-profile-title">
      <h2 id="ac-profile-title" className="ac-subtitle">
        {t('settings.profileTitle')}
      </h2>
      {profile.email && <p className="ac-note">{t('settings.email', { email: profile.email })}</p>}
      <form ref={form} noValidate onSubmit={submit} aria-labelledby="ac-profile-title">
        <TextField
          {...text('name', 'displayName', draft.displayName, 'displayName')}
          label={t('field.displayName.label')}
          maxLength={FIELD_MAX_LENGTH.personName}
          autoComplete="name"
        />
        <TextField
          {...text('phone', 'phoneNumber', draft.phoneNumber, 'phoneNumber')}
          label={t('settings.phone')}
          maxLength={FIELD_MAX_LENGTH.phone}
          need={t('form.optional')}
          optional
          type="tel"
          autoComplete="tel"
        />
        <div className="ac-check">
          <input
            id="ac-profile-company"
            type="checkbox"
            checked={draft.hasCompany}
            onChange={(event) => set({ hasCompany: event.target.checked })}
          />
          <label htmlFor="ac-profile-company">{t('settings.hasCompany')}</label>
        </div>
        {draft.hasCompany && (
          <fieldset>
            <legend>{t('settings.companyTitle')}</legend>
            <TextField
              {...text('company-name', 'company.name', draft.companyName, 'companyName')}
              label={t('settings.companyName')}
              maxLength={FIELD_MAX_LENGTH.companyName}
              autoComplete="organization"
            />
            <TextField
              {...text('tax', 'company.taxNumber', draft.taxNumber, 'taxNumber')}
              label={t('settings.taxNumber')}
              maxLength={FIELD_MAX_LENGTH.fiscalCode}
            />
            <TextField
              {...text(
                'registration',
                'company.registrationNumber',
                draft.registrationNumber,
                'registrationNumber',
              )}
              label={t('settings.registrationNumber')}
              maxLength={FIELD_MAX_LENGTH.registrationNumber}
              need={t('form.optional')}
              optional
            />
            <p className="ac-note">{t('settings.companyAddress')}</p>
            <AccountAddressFields
              idPrefix="ac-company-address"
              address={draft.address}
              onChange={(address) => set({ address })}
              showAll={tried}
              left={left}
              onLeave={(field) => setLeft((now) => new Set(now).add(field))}
            />
          </fieldset>
        )}
        {save.failure && (
          <p role="alert" className="ac-alert">
            {t('form.failed')}
          </p>
        )}
        {save.done && (
          <p role="status" className="ac-note">
            {t('form.saved')}
          </p>
        )}
        <div className="ac-actions">
          <button type="submit" className="ac-primary" disabled={save.busy} aria-busy={save.busy}>
            {t('settings.saveProfile')}
          </button>
        </div>
      </form>
    </section>
  );
}
