/**
 * Send in warranty (spec section 2, `account-send-in-warranty`; issue 7): the form that opens a
 * warranty case for one of the person's covered devices (the one in `?order=&line=` chosen when
 * it is covered). A case sent shows its reference; a refusal (warranty expired, order not placed
 * or paid, a device not in the person's orders) says what the person can do. Without a covered
 * device there is no form, only why and where to look.
 */
import type {
  CreateWarrantyCaseRequest,
  DeviceWarranty,
  WarrantyCase,
} from '@refurb/shared-contracts/api/account';
import type { DeliveryAddressServer } from '@refurb/shared-contracts/checkout';
import type { ApiFailure } from '@refurb/shared-contracts/runtime';
import { PageLink, type ApiState } from '@refurb/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import { AccountPageFrame, ApiView, useList } from './page-states';
import { useSubmit } from './use-submit';
import { deviceKey, type CaseDraft } from './warranty-case.rules';
import { WarrantyCaseForm } from './warranty-case-form';

function ToWarranties() {
  const { t } = useAccountI18n();
  const { path } = useAccountServices();
  return (
    <p>
      <PageLink href={path('account-warranties')}>{t('warrantyCase.toWarranties')}</PageLink>
    </p>
  );
}

/** What happens next, with focus on it: the form the person was in is gone. */
function Sent({ sent }: { readonly sent: WarrantyCase }) {
  const { t } = useAccountI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="ac-panel" role="status">
      <h2 ref={heading} tabIndex={-1} className="ac-subtitle">
        {t('warrantyCase.doneTitle')}
      </h2>
      <p>{t('warrantyCase.doneReference', { reference: sent.reference })}</p>
      <p>{t('warrantyCase.doneNext', { phone: sent.contactPhone })}</p>
      <ToWarranties />
    </div>
  );
}

function Refusal({ failure }: { readonly failure: ApiFailure }) {
  const { t } = useAccountI18n();
  const key =
    failure.status === 404
      ? 'warrantyCase.refused.notFound'
      : failure.code === 'warranty_expired'
        ? 'warrantyCase.refused.expired'
        : failure.code === 'warranty_not_available'
          ? 'warrantyCase.refused.notAvailable'
          : 'warrantyCase.refused.unknown';
  return (
    <div role="alert" className="ac-alert">
      <p>{t(key)}</p>
      {key !== 'warrantyCase.refused.unknown' && <ToWarranties />}
    </div>
  );
}

function SendIn({
  devices,
  addresses,
  wanted,
}: {
  readonly devices: readonly DeviceWarranty[];
  readonly addresses: ApiState<readonly DeliveryAddressServer[]>;
  /** The device the link named (`order/line`), if any. */
  readonly wanted: string | null;
}) {
  const { api } = useAccountServices();
  const send = useSubmit((request: CreateWarrantyCaseRequest) => api.openWarrantyCase(request));
  // The device the link named when it is covered, else the only one there is.
  const [initial] = useState<CaseDraft>(() => {
    const keys = devices.map(deviceKey);
    const device = wanted && keys.includes(wanted) ? wanted : keys.length === 1 ? keys[0] : '';
    return { device: device ?? '', issue: '', phone: '', handover: '', addressId: null };
  });
  if (send.done && send.result) return <Sent sent={send.result} />;
  return (
    <WarrantyCaseForm
      devices={devices}
      addresses={addresses}
      initial={initial}
      busy={send.busy}
      failure={send.failure && <Refusal failure={send.failure} />}
      onSubmit={send.submit}
    />
  );
}

export function SendInWarrantyPage() {
  const { t } = useAccountI18n();
  const { api } = useAccountServices();
  // The page is mounted per route: the device it is for is read once.
  const [wanted] = useState(() => {
    const query = new URLSearchParams(window.location.search);
    const orderId = query.get('order')?.trim();
    const refId = query.get('line')?.trim();
    return orderId && refId ? deviceKey({ orderId, phone: { refId, name: '' } }) : null;
  });
  const warranties = useList('warranties', () => api.warranties());
  const addresses = useList('addresses', () => api.addresses());
  return (
    <AccountPageFrame title={t('section.account-send-in-warranty')} intro={t('warrantyCase.intro')}>
      <ApiView
        state={warranties}
        failed={t('warrantyCase.loadFailed')}
        isEmpty={(list) => !list.some((warranty) => warranty.active)}
        empty={
          <>
            <p>{t('warrantyCase.noDevice')}</p>
            <ToWarranties />
          </>
        }
      >
        {(list) => (
          <SendIn
            devices={list.filter((warranty) => warranty.active)}
            addresses={addresses}
            wanted={wanted}
          />
        )}
      </ApiView>
    </AccountPageFrame>
  );
}
