import { describe, expect, it } from 'vitest';
import { parseServeScript } from './server-process.ts';

describe('parseServeScript', () => {
  it('reads the flags between node and the entry file', () => {
    expect(parseServeScript('node --max-semi-space-size=8 --heap-growing-percent=30 dist/main.js')).toEqual({
      env: {},
      flags: ['--max-semi-space-size=8', '--heap-growing-percent=30'],
    });
  });

  it('reads the variables the script sets before node, so the bench sets them too', () => {
    expect(parseServeScript('MALLOC_ARENA_MAX=2 A_B=x=y node --no-allocation-site-pretenuring dist/main.js')).toEqual({
      env: { MALLOC_ARENA_MAX: '2', A_B: 'x=y' },
      flags: ['--no-allocation-site-pretenuring'],
    });
  });

  it('refuses a script that does not run node on the built entry file', () => {
    expect(() => parseServeScript('tsx src/main.ts')).toThrow(/serve script/);
    expect(() => parseServeScript('MALLOC_ARENA_MAX=2 node dist/other.js')).toThrow(/serve script/);
  });
});
