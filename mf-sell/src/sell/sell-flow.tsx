/**
 * The sell flow on a page: runs the sell machine over this site's services, keeps its progress in
 * session storage, hears who is signed in from the bus, and keeps the address in step with the
 * machine (each step is a URL: `sell` for the device, `sell-step` for the others). A step change
 * made here is a new history entry (the host then shows that URL, which resumes from storage); a
 * URL the person may not be on yet is replaced by the step they start on.
 */
import type { SellStep } from '@refurb/shared-contracts/sell';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { pushDataLayer, reportError } from '../app/effects';
import { useSellServices } from '../app/sell-context';
import { useSellI18n } from '../i18n/i18n';
import { ConditionStep } from './condition-step';
import { DetailsStep } from './details-step';
import { DeviceStep } from './device-step';
import { DoneStep } from './done-step';
import { OfferStep } from './offer-step';
import { SellActorContext } from './sell-actor-context';
import { providedSellMachine } from './sell-actor';
import { stepOf } from './sell.machine';
import { StepProgress } from './step-progress';

const STEP_VIEWS: Record<SellStep, () => React.JSX.Element | null> = {
  device: DeviceStep,
  condition: ConditionStep,
  offer: OfferStep,
  details: DetailsStep,
  done: DoneStep,
};

export function SellFlow({ requested }: { readonly requested: SellStep }) {
  const services = useSellServices();
  const { t } = useSellI18n();
  const machine = useMemo(
    () =>
      providedSellMachine(services.api, {
        report: (what, failure) =>
          reportError(`sell ${what} failed: ${failure.status} ${failure.code}`, {
            area: 'sell',
            reason: what,
          }),
        track: (event, data) => pushDataLayer({ event, ...data }),
      }),
    [services],
  );
  const actor = useActorRef(machine, {
    input: { country: services.country, requested, progress: services.progress.load() },
  });
  const progress = useSelector(actor, (snapshot) => snapshot.context.progress);
  const settledStep = useSelector(actor, (snapshot) =>
    snapshot.matches('loading') || snapshot.matches('resuming') || snapshot.matches('failed')
      ? null
      : stepOf(snapshot),
  );
  const failedToLoad = useSelector(actor, (snapshot) => snapshot.matches('failed'));

  useEffect(
    () =>
      services.bus.subscribe('session.changed', (payload) =>
        actor.send({ type: 'session.changed', user: payload.user }),
      ),
    [services, actor],
  );

  useEffect(() => services.progress.save(progress), [services, progress]);

  const first = useRef(true);
  useEffect(() => {
    if (settledStep === null) return;
    const target =
      settledStep === 'device'
        ? services.path('sell')
        : services.path('sell-step', { step: settledStep });
    const { navigation } = services;
    const wasFirst = first.current;
    first.current = false;
    if (navigation.current() === target) return;
    // The step the flow starts on replaces a URL it may not be on; a step reached here is new.
    if (wasFirst) navigation.replace(target);
    else navigation.push(target);
  }, [settledStep, services]);

  if (failedToLoad) {
    return (
      <div className="se-page" role="alert">
        <h1>{t('error.title')}</h1>
        <p>{t('error.catalog')}</p>
        <button
          type="button"
          className="se-primary"
          onClick={() => actor.send({ type: 'step.retry' })}
        >
          {t('error.retry')}
        </button>
      </div>
    );
  }
  if (settledStep === null) {
    return (
      <p className="se-note" role="status">
        {t('sell.loading')}
      </p>
    );
  }
  const View = STEP_VIEWS[settledStep];
  return (
    <SellActorContext.Provider value={actor}>
      <div className="se-page">
        <StepProgress step={settledStep} />
        <View />
      </div>
    </SellActorContext.Provider>
  );
}
