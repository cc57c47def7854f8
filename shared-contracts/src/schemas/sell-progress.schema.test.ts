import { describe, expect, it } from '@jest/globals';
import { parseSellProgress } from './sell-progress.schema.js';

describe('reading stored sell progress of another version', () => {
  it.each([
    ['a number', '{"v":99}', 'version 99'],
    ['no version', '{}', 'version undefined'],
    ['an object whose toString is no function', '{"v":{"toString":0}}', 'version object'],
    ['an array nested deep', `{"v":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'version object'],
  ])('names %s without throwing', (_label, raw, named) => {
    expect(parseSellProgress(raw)).toEqual({
      ok: false,
      reason: 'version',
      message: `sell progress: ${named}`,
    });
  });
});
