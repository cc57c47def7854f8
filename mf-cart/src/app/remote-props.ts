/** Props from a host, parsed with the contract: a host that sends something else is told what. */
import { parseRemoteProps as parse, type RemoteProps } from '@refurb/shared-contracts/runtime';

export const parseRemoteProps = (props: unknown): RemoteProps => parse('mf_cart', props);
