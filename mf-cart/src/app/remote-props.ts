/** Props from a host, parsed with the contract: a host that sends something else is told what. */
import { RemotePropsSchema, type RemoteProps } from '@refurb/shared-contracts';

export function parseRemoteProps(props: unknown): RemoteProps {
  const parsed = RemotePropsSchema.safeParse(props);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `mf_cart: props invalid at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    );
  }
  return parsed.data;
}
