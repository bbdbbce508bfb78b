// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@tailwindcss/node';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('the layout breakpoints (SPEC §9: xs 320, sm 640, md 768, lg 1024, xl 1280, xxl 1536)', () => {
  it('gives every breakpoint of the specification a variant at its width', async () => {
    const css = readFileSync(path.join(here, 'index.css'), 'utf8');
    const compiler = await compile(css, { base: here, onDependency: () => undefined });
    const built = compiler.build(['xs:flex', 'sm:flex', 'md:flex', 'lg:flex', 'xl:flex', 'xxl:flex']);
    const widths = Object.fromEntries(
      [...built.matchAll(/@media \(width >= ([\d.]+)rem\) \{\s*\.(\w+)\\:flex/g)].map((match) => [
        match[2],
        Number(match[1]) * 16,
      ]),
    );
    expect(widths).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
  });
});
