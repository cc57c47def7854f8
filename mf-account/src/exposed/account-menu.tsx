/** `./account-menu`: the header's account menu, for any host that mounts it. */
import { parseRemoteProps, type Mount } from '@refurb/shared-contracts/runtime';
import { mountRoot } from '@refurb/web-kit';
import { AccountMenu } from '../account/account-menu';
import { AccountRoot } from '../app/AccountRoot';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts/runtime';

export const mount: Mount<HTMLElement> = (element, props) => {
  const { country } = parseRemoteProps('mf_account', props);
  return mountRoot(
    element,
    <AccountRoot country={country} quiet>
      <AccountMenu />
    </AccountRoot>,
  );
};

export default mount;
