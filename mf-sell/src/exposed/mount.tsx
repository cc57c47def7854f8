/**
 * `./mount`: the sell flow for any host. `mount(element, props)` renders the step the route names
 * (`sell` is the first step, `sell-step` with its `step` parameter the others) and returns its
 * unmount. Props are parsed with the contract; an unknown step starts at the furthest one the
 * person may be on.
 */
import { parseRemoteProps, type Mount } from '@refurb/shared-contracts/runtime';
import { SellStepSchema, type SellStep } from '@refurb/shared-contracts/sell';
import { mountRoot } from '@refurb/web-kit';
import { SellRoot } from '../app/SellRoot';
import { SellFlow } from '../sell/sell-flow';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts/runtime';

export function requestedStep(
  name: string,
  params: Readonly<Record<string, string>> = {},
): SellStep {
  if (name !== 'sell-step') return 'device';
  const parsed = SellStepSchema.safeParse(params.step);
  return parsed.success ? parsed.data : 'device';
}

export const mount: Mount<HTMLElement> = (element, props) => {
  const { country, route } = parseRemoteProps('mf_sell', props);
  return mountRoot(
    element,
    <SellRoot country={country}>
      <SellFlow requested={requestedStep(route.name, route.params)} />
    </SellRoot>,
  );
};

export default mount;
