/**
 * Settings: the person's saved delivery addresses, in the server address shape — add one, change
 * one, delete one (after a confirmation). Checkout offers the same list at the delivery step.
 */
import {
  emptyAddressForm,
  fromServerAddress,
  toServerAddress,
  validateAddress,
  type AddressForm,
  type DeliveryAddressServer,
} from '@refurb/shared-contracts/checkout';
import { useApi } from '@refurb/web-kit';
import { useRef, useState, type FormEvent } from 'react';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import { AccountAddressFields, addressLine } from './account-address-fields';
import { ApiView } from './page-states';
import { useSubmit } from './use-submit';

type Editing = { kind: 'new' } | { kind: 'edit'; address: DeliveryAddressServer } | null;

function AddressForm({
  editing,
  onDone,
  onCancel,
}: {
  readonly editing: Exclude<Editing, null>;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useAccountI18n();
  const { api, country } = useAccountServices();
  const [address, setAddress] = useState<AddressForm>(() =>
    editing.kind === 'edit' ? fromServerAddress(editing.address) : emptyAddressForm(),
  );
  const [tried, setTried] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const form = useRef<HTMLFormElement>(null);
  const save = useSubmit((value: AddressForm) => {
    const server = toServerAddress(value);
    return (
      editing.kind === 'edit'
        ? api.updateAddress({ ...editing.address, ...server })
        : api.createAddress(server)
    ).then((answer) => {
      if (answer.ok) onDone();
      return answer;
    });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (validateAddress(address, country).valid) {
      save.submit(address);
      return;
    }
    setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  const titleId = 'ac-address-form-title';
  return (
    <form ref={form} className="ac-panel" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h3 id={titleId}>
        {t(editing.kind === 'edit' ? 'settings.addressEditTitle' : 'settings.addressNewTitle')}
      </h3>
      <AccountAddressFields
        idPrefix="ac-address"
        address={address}
        onChange={setAddress}
        showAll={tried}
        left={left}
        onLeave={(field) => setLeft((now) => new Set(now).add(field))}
      />
      {save.failure && (
        <p role="alert" className="ac-alert">
          {t('form.failed')}
        </p>
      )}
      <div className="ac-actions">
        <button type="submit" className="ac-primary" disabled={save.busy}>
          {t('settings.addressSave')}
        </button>
        <button type="button" className="ac-link" onClick={onCancel}>
          {t('settings.addressCancel')}
        </button>
      </div>
    </form>
  );
}

export function AddressesSection() {
  const { t } = useAccountI18n();
  const { api } = useAccountServices();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DeliveryAddressServer | null>(null);
  const [notice, setNotice] = useState<'saved' | 'deleted' | null>(null);
  const addresses = useApi(`addresses#${version}`, () => api.addresses());
  const remove = useSubmit((address: DeliveryAddressServer) =>
    api.deleteAddress(address.id).then((answer) => {
      if (answer.ok) {
        setDeleting(null);
        setNotice('deleted');
        setVersion((n) => n + 1);
      }
      return answer;
    }),
  );
  const reload = (what: 'saved') => {
    setEditing(null);
    setNotice(what);
    setVersion((n) => n + 1);
  };

  return (
    <section className="ac-panel" aria-labelledby="ac-addresses-title">
      <h2 id="ac-addresses-title" className="ac-subtitle">
        {t('settings.addressesTitle')}
      </h2>
      {notice && (
        <p role="status" className="ac-note">
          {t(notice === 'saved' ? 'settings.addressSaved' : 'settings.addressDeleted')}
        </p>
      )}
      <ApiView
        state={addresses}
        failed={t('settings.addressesFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<p>{t('settings.addressesEmpty')}</p>}
      >
        {(list) => (
          <ul className="ac-list">
            {list.map((address) => {
              const line = addressLine(address);
              return (
                <li key={address.id} className="ac-card">
                  <p>{line}</p>
                  {deleting?.id === address.id ? (
                    <div
                      role="group"
                      aria-label={t('settings.addressDeleteLabel', { address: line })}
                    >
                      <p>{t('settings.addressDeleteConfirm', { address: line })}</p>
                      {remove.failure && (
                        <p role="alert" className="ac-alert">
                          {t('form.failed')}
                        </p>
                      )}
                      <div className="ac-actions">
                        <button
                          type="button"
                          className="ac-primary"
                          disabled={remove.busy}
                          onClick={() => remove.submit(address)}
                        >
                          {t('settings.addressDeleteYes')}
                        </button>
                        <button type="button" className="ac-link" onClick={() => setDeleting(null)}>
                          {t('settings.addressCancel')}
                        </button>
                      </div>
                    </div>
                  ) : (
                    <div className="ac-actions">
                      <button
                        type="button"
                        className="ac-link"
                        aria-label={t('settings.addressEditLabel', { address: line })}
                        onClick={() => {
                          setNotice(null);
                          setEditing({ kind: 'edit', address });
                        }}
                      >
                        {t('settings.addressEdit')}
                      </button>
                      <button
                        type="button"
                        className="ac-link"
                        aria-label={t('settings.addressDeleteLabel', { address: line })}
                        onClick={() => {
                          setNotice(null);
                          setDeleting(address);
                        }}
                      >
                        {t('settings.addressDelete')}
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ApiView>
      {editing ? (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.id : 'new'}
          editing={editing}
          onDone={() => reload('saved')}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="ac-actions">
          <button
            type="button"
            className="ac-secondary"
            onClick={() => {
              setNotice(null);
              setEditing({ kind: 'new' });
            }}
          >
            {t('settings.addressAdd')}
          </button>
        </div>
      )}
    </section>
  );
}
