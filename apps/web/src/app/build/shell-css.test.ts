import { describe, expect, it } from 'vitest';
import { shellCss } from './shell-css.ts';

// The shape of Tailwind v4's minified output (the app's dist/assets/index-*.css).
const css =
  '/*! tailwindcss v4 | MIT License */' +
  '@layer properties{@supports (-webkit-hyphens:none){*,:before{--tw-gradient-from:#0000}}}' +
  '@layer theme,base,components,utilities;' +
  '@layer theme{:root,:host{--spacing:.25rem;--font-sans:system-ui, "Segoe UI", sans-serif}}' +
  '@layer base{*,:after,:before{box-sizing:border-box;margin:0}body{min-height:100dvh}}' +
  '@layer utilities{' +
  '.relative{position:relative}' +
  '.h-4{height:calc(var(--spacing) * 4)}' +
  '.h-44{height:calc(var(--spacing) * 44)}' +
  '.aspect-\\[4\\/3\\]{aspect-ratio:4/3}' +
  '.from-black\\/55{--tw-gradient-from:#0000008c}' +
  '@supports (color:color-mix(in lab, red, red)){.from-black\\/55{--tw-gradient-from:color-mix(in oklab,#000 55%,transparent)}.from-black\\/10{--tw-gradient-from:red}}' +
  '.content-\\[\\"\\{\\"\\]{--tw-content:"{"}' +
  '@media (min-width:48rem){.md\\:hidden{display:none}.md\\:flex{display:flex}}' +
  '@media (hover:hover){.hover\\:underline:hover{text-decoration-line:underline}}' +
  '}' +
  '@property --tw-gradient-from{syntax:"<color>";inherits:false;initial-value:#0000}' +
  ':root.dark{--color-surface:#121016}';

describe('shellCss', () => {
  const shell = shellCss(css, ['relative', 'h-4', 'aspect-[4/3]', 'from-black/55', 'md:hidden']);

  it('keeps every block but the utilities as it is', () => {
    expect(shell).toContain('@layer properties{@supports (-webkit-hyphens:none){*,:before{--tw-gradient-from:#0000}}}');
    expect(shell).toContain('@layer theme,base,components,utilities;');
    expect(shell).toContain(
      '@layer theme{:root,:host{--spacing:.25rem;--font-sans:system-ui, "Segoe UI", sans-serif}}',
    );
    expect(shell).toContain('@layer base{*,:after,:before{box-sizing:border-box;margin:0}body{min-height:100dvh}}');
    expect(shell).toContain('@property --tw-gradient-from{syntax:"<color>";inherits:false;initial-value:#0000}');
    expect(shell).toContain(':root.dark{--color-surface:#121016}');
  });

  it('keeps only the utilities of the given classes, in their at-rules and in order', () => {
    const utilities = shell.slice(shell.indexOf('@layer utilities{'), shell.indexOf('@property'));
    expect(utilities).toBe(
      '@layer utilities{' +
        '.relative{position:relative}' +
        '.h-4{height:calc(var(--spacing) * 4)}' +
        '.aspect-\\[4\\/3\\]{aspect-ratio:4/3}' +
        '.from-black\\/55{--tw-gradient-from:#0000008c}' +
        '@supports (color:color-mix(in lab, red, red)){.from-black\\/55{--tw-gradient-from:color-mix(in oklab,#000 55%,transparent)}}' +
        '@media (min-width:48rem){.md\\:hidden{display:none}}' +
        '}',
    );
  });

  it('drops the utilities layer when none of its rules is wanted', () => {
    expect(shellCss(css, ['nowhere'])).not.toContain('@layer utilities{');
  });
});
