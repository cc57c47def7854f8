/**
 * Which runtime config `npm start` serves: the local stack's own (local-env/config, the default)
 * or a named folder of host-shell/config (`npm start -- --config bg-euro`), whose runtime config
 * replaces the local one's (remotes.json stays the local one's).
 */
import { join } from 'node:path';
import { LOCAL_CONFIG_DIR } from '@refurb/local-env/config-dir';

const root = join(import.meta.dirname, '..');

/** The runtime-config.json of the config `name` (`local`, or a folder of host-shell/config). */
export function runtimeConfigFile(name) {
  return name === 'local'
    ? join(LOCAL_CONFIG_DIR, 'runtime-config.json')
    : join(root, 'host-shell', 'config', name, 'runtime-config.json');
}
