/** For the plugins' tests: runs one webpack build of `config` and answers its stats, failing on an error. */
import assert from 'node:assert/strict';
import webpack from 'webpack';

export async function runWebpack(config) {
  const compiler = webpack(config);
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  return stats;
}
