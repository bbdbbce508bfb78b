import { describe, expect, it } from 'vitest';
import { parseInline, parseRichText, richTextHtml } from './rich-text.ts';

describe('business rich text', () => {
  it('parses headings, paragraphs, lists and inline marks', () => {
    const blocks = parseRichText(
      '# Privacy\nWe keep **little**\nabout _you_.\n\n- one\n- two [site](https://ok.example)\n\n1. first',
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Privacy' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'We keep ' },
          { type: 'strong', text: 'little' },
          { type: 'text', text: ' about ' },
          { type: 'em', text: 'you' },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'text', text: 'one' }],
          [
            { type: 'text', text: 'two ' },
            { type: 'link', text: 'site', href: 'https://ok.example' },
          ],
        ],
      },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'first' }]] },
    ]);
  });

  it('keeps links to javascript, data and http URLs as plain text', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,<script>', 'http://plain.example', 'JaVaScRiPt:x']) {
      expect(parseInline(`[x](${href})`)).toEqual([{ type: 'text', text: `[x](${href})` }]);
    }
  });

  it('never lets markup written by the business through to the HTML', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '**<svg onload=alert(1)>**',
      '[click](https://ok.example/"onmouseover="alert(1))',
      '# <iframe src="javascript:alert(1)">',
      '- <a href="javascript:alert(1)">x</a>',
    ].join('\n\n');
    const html = richTextHtml(parseRichText(hostile));
    expect(html).not.toMatch(/<(script|img|svg|iframe)/i);
    expect(html).not.toMatch(/<a href="javascript/i);
    expect(html).not.toMatch(/"\s*on\w+=/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('renders only fixed tags, with headings under the page heading', () => {
    const html = richTextHtml(parseRichText('# Terms\n\nSee [mail](mailto:a@b.example) & *call*'));
    expect(html).toBe(
      '<h2>Terms</h2><p>See <a href="mailto:a@b.example" rel="noopener noreferrer nofollow">mail</a> &amp; <em>call</em></p>',
    );
  });
});
