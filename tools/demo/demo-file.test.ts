import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { businessFileSchema } from '@okmenu/contract';
import { buildDemoFile } from './demo-file.ts';
import { readSource } from './source.ts';

const demoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/demo');

describe('the demo business', () => {
  it('data/demo/business.json is what data/demo/source builds (run `npm run demo` after editing the source)', async () => {
    const built = buildDemoFile(await readSource(path.join(demoDir, 'source')));
    expect(businessFileSchema.safeParse(built).success).toBe(true);
    const json = await format(JSON.stringify(built), { parser: 'json', printWidth: 120 });
    expect(json === (await readFile(path.join(demoDir, 'business.json'), 'utf8'))).toBe(true);
  });
});
