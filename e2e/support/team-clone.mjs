/**
 * A team's own checkout of the repository, for the release journeys: a git clone of the
 * repository's HEAD in a temporary folder, where a journey commits a change and runs the real
 * release script (lerna version, the build, the publication to a CDN folder). Installing the npm
 * packages again would take minutes, so the clone's node_modules links to the repository's, except
 * the workspace packages (`@refurb/*`), which are the clone's own; shared-contracts' build is
 * copied (the clone's source is the same commit) until a journey changes and rebuilds it.
 */
import { execFile } from 'node:child_process';
import { appendFile, cp, mkdir, readdir, readFile, readlink, symlink } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const TEAM = {
  GIT_AUTHOR_NAME: 'Cart team',
  GIT_AUTHOR_EMAIL: 'cart-team@refurb.invalid',
  GIT_COMMITTER_NAME: 'Cart team',
  GIT_COMMITTER_EMAIL: 'cart-team@refurb.invalid',
};

export async function teamClone(root, dir) {
  await exec('git', ['clone', '--quiet', root, dir]);
  // The links below are the clone's, not files to commit.
  await appendFile(join(dir, '.git', 'info', 'exclude'), '\nnode_modules\n');
  const modules = join(root, 'node_modules');
  await mkdir(join(dir, 'node_modules', '@refurb'), { recursive: true });
  for (const entry of await readdir(modules)) {
    if (entry !== '@refurb') await symlink(join(modules, entry), join(dir, 'node_modules', entry));
  }
  for (const entry of await readdir(join(modules, '@refurb'))) {
    const folder = basename(
      resolve(join(modules, '@refurb'), await readlink(join(modules, '@refurb', entry))),
    );
    await symlink(join(dir, folder), join(dir, 'node_modules', '@refurb', entry));
  }
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const own = join(root, entry.name, 'node_modules');
    await symlink(own, join(dir, entry.name, 'node_modules')).catch((error) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  await cp(join(root, 'shared-contracts', 'dist'), join(dir, 'shared-contracts', 'dist'), {
    recursive: true,
  });

  const run = async (command, args, env = {}) => {
    try {
      const { stdout } = await exec(command, args, {
        cwd: dir,
        env: { ...process.env, ...TEAM, NO_UPDATE_NOTIFIER: '1', ...env },
        maxBuffer: 64 * 1024 * 1024,
      });
      return stdout;
    } catch (error) {
      throw new Error(
        `${command} ${args.join(' ')} failed in ${dir}:\n${error.stdout}\n${error.stderr}`,
      );
    }
  };
  return {
    dir,
    run,
    /** Commits every change of the clone's working tree. */
    commit: async (message) => {
      await run('git', ['add', '--all']);
      await run('git', ['commit', '--quiet', '--message', message]);
    },
    /** `npm run release -w @refurb/<folder>` in the clone, publishing to `cdnDir`. */
    release: (folder, cdnDir) =>
      run('npm', ['run', 'release', '-w', `@refurb/${folder}`], { REFURB_CDN_DIR: cdnDir }),
    /** The version a package of the clone has now. */
    version: async (folder) =>
      JSON.parse(await readFile(join(dir, folder, 'package.json'), 'utf8')).version,
  };
}
