/**
 * Business-written rich text (policies): a small Markdown subset parsed into a tree that holds only
 * plain strings and a few known node kinds, so nothing the business writes can become markup or script
 * (decision 0095). Supported: `#`-`###` headings, paragraphs, `-`/`*` and `1.` lists, `**bold**`,
 * `*italic*`/`_italic_` and `[text](url)` links to https, mailto and tel. Everything else is shown as text.
 */

export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'em'; text: string }
  | { type: 'link'; text: string; href: string };

export type BlockNode =
  | { type: 'heading'; level: 1 | 2 | 3; children: InlineNode[] }
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; ordered: boolean; items: InlineNode[][] };

/** Link targets a policy may point to; anything else stays text. */
const safeHref = /^(https:\/\/[^\s<>"'`]+|mailto:[^\s<>"'`]+|tel:\+?[0-9 ()-]{2,30})$/i;

const inlinePattern = /\*\*([^*\n]+)\*\*|\*([^*\n]+)\*|_([^_\n]+)_|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** Inline marks of one line or paragraph. */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (value === '') return;
    const previous = nodes[nodes.length - 1];
    if (previous?.type === 'text') previous.text += value;
    else nodes.push({ type: 'text', text: value });
  };
  for (const match of text.matchAll(inlinePattern)) {
    pushText(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [whole, strong, em, em2, linkText, href] = match;
    if (strong !== undefined) nodes.push({ type: 'strong', text: strong });
    else if (em !== undefined || em2 !== undefined) nodes.push({ type: 'em', text: em ?? em2 ?? '' });
    else if (linkText !== undefined && href !== undefined && safeHref.test(href)) {
      nodes.push({ type: 'link', text: linkText, href });
    } else pushText(whole);
  }
  pushText(text.slice(last));
  return nodes;
}

const headingLine = /^(#{1,3})\s+(.*)$/;
const bulletLine = /^\s*[-*]\s+(.*)$/;
const numberLine = /^\s*\d{1,3}[.)]\s+(.*)$/;

/** Parses business text into blocks (see the module comment for the subset). */
export function parseRichText(source: string): BlockNode[] {
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = headingLine.exec(line);
    const bullet = bulletLine.exec(raw);
    const numbered = numberLine.exec(raw);
    if (line === '') {
      flush();
    } else if (heading) {
      flush();
      blocks.push({
        type: 'heading',
        level: heading[1]?.length as 1 | 2 | 3,
        children: parseInline(heading[2]?.trim() ?? ''),
      });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      const text = (bullet?.[1] ?? numbered?.[1] ?? '').trim();
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(text);
    } else if (list) {
      // A line under a list item continues it.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

function inlineHtml(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) => {
      const text = escapeHtml(node.text);
      if (node.type === 'strong') return `<strong>${text}</strong>`;
      if (node.type === 'em') return `<em>${text}</em>`;
      if (node.type === 'link')
        return `<a href="${escapeHtml(node.href)}" rel="noopener noreferrer nofollow">${text}</a>`;
      return text;
    })
    .join('');
}

/**
 * The blocks as HTML made only of fixed tags and escaped text; headings start at `<h{baseLevel}>` so the
 * page keeps its own outline.
 */
export function richTextHtml(blocks: readonly BlockNode[], baseLevel = 2): string {
  return blocks
    .map((block) => {
      if (block.type === 'heading') {
        const level = Math.min(6, baseLevel + block.level - 1);
        return `<h${level}>${inlineHtml(block.children)}</h${level}>`;
      }
      if (block.type === 'paragraph') return `<p>${inlineHtml(block.children)}</p>`;
      const tag = block.ordered ? 'ol' : 'ul';
      return `<${tag}>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${tag}>`;
    })
    .join('');
}
