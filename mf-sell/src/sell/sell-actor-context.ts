/** The running sell actor, for the step views: they read its snapshot and send it events. */
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { sellMachine } from './sell.machine';

export type SellActor = ActorRefFrom<typeof sellMachine>;
export type SellSnapshot = SnapshotFrom<typeof sellMachine>;

export const SellActorContext = createContext<SellActor | null>(null);

export function useSellActor(): SellActor {
  const actor = useContext(SellActorContext);
  if (!actor) throw new Error('useSellActor outside SellFlow');
  return actor;
}

/** A part of the running flow's snapshot; the view renders again only when it changes. */
export function useSell<T>(select: (snapshot: SellSnapshot) => T): T {
  return useSelector(useSellActor(), select);
}
