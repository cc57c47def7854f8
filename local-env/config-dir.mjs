/**
 * Where the local stack's environment is: the folder a host server takes as its HOST_CONFIG_DIR
 * (runtime-config.json, remotes.json). A deployment has its own, given by HOST_CONFIG_DIR.
 */
import { join } from 'node:path';

export const LOCAL_CONFIG_DIR = join(import.meta.dirname, 'config');
