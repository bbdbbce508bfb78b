/**
 * The part of the app's stylesheet the server's page paints with before the stylesheet itself has arrived
 * (build plugin `deferAppStyles`, apps/web build-plugins.ts): every block but the utilities layer (Tailwind's
 * custom properties, theme variables, preflight and the app's own base rules), and of the utilities only the
 * rules of the given classes, inside the at-rules (`@media`, `@supports`) that hold them.
 */
export function shellCss(css: string, classes: readonly string[]): string {
  const selectors = classes.map((name) => new RegExp(`\\.${escapeRegExp(escapeClass(name))}(?![A-Za-z0-9_\\\\-])`));
  const wanted = (selector: string) => selectors.some((pattern) => pattern.test(selector));
  return blocksOf(css)
    .map((block) => {
      if (!/^@layer\s+utilities\s*\{/.test(block.text)) return block.text;
      const kept = keep(block.body ?? '', wanted);
      return kept ? `@layer utilities{${kept}}` : '';
    })
    .join('');
}

interface Block {
  /** The whole block as written, or a statement (`@layer a, b;`). */
  text: string;
  /** What precedes its `{`: a selector list or an at-rule's prelude. */
  head: string;
  /** What is between its braces; undefined for a statement. */
  body?: string;
}

/** The rules (and at-rules holding rules) of `css` that name a wanted class, as text. */
function keep(css: string, wanted: (selector: string) => boolean): string {
  return blocksOf(css)
    .map((block) => {
      if (block.body === undefined) return '';
      if (block.head.startsWith('@')) {
        const inner = keep(block.body, wanted);
        return inner ? `${block.head}{${inner}}` : '';
      }
      return wanted(block.head) ? block.text : '';
    })
    .join('');
}

/** Splits CSS into its top-level blocks and statements (quotes and comments respected). */
function blocksOf(css: string): Block[] {
  const blocks: Block[] = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = css.indexOf(char, index + 1);
      if (index < 0) break;
    } else if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      if (depth === 0) start = end + 2;
      index = end + 1;
    } else if (char === '{') {
      if (depth === 0) open = index;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push({
          text: css.slice(start, index + 1).trim(),
          head: css.slice(start, open).trim(),
          body: css.slice(open + 1, index),
        });
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      const text = css.slice(start, index + 1).trim();
      blocks.push({ text, head: text });
      start = index + 1;
    }
  }
  return blocks.filter((block) => block.text !== '');
}

/** A class name as it appears in a selector (`md:px-6` → `md\:px-6`, `aspect-[4/3]` → `aspect-\[4\/3\]`). */
function escapeClass(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, (char) => `\\${char}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
