import type { BlockNode, InlineNode } from '@okmenu/domain';

/**
 * Business text (policies) from the server's parsed tree (decision 0095): every node becomes a known element
 * and every string is a text child, so nothing the business writes can become markup or run as script.
 */
export function RichText({ blocks, headingBase = 3 }: { blocks: readonly BlockNode[]; headingBase?: 2 | 3 | 4 }) {
  return (
    <div className="space-y-3 leading-relaxed text-ink">
      {blocks.map((block, index) => {
        if (block.type === 'heading') {
          const level = Math.min(6, headingBase + block.level - 1);
          const Heading = `h${level}` as 'h3';
          return (
            <Heading key={index} className="pt-2 text-base font-semibold">
              <Inline nodes={block.children} />
            </Heading>
          );
        }
        if (block.type === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={index} className={`space-y-1 ps-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Inline nodes={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            <Inline nodes={block.children} />
          </p>
        );
      })}
    </div>
  );
}

/** Only https, mailto and tel links reach the tree; checked again here in case an old server sends others. */
const safeHref = /^(https:|mailto:|tel:)/i;

function Inline({ nodes }: { nodes: readonly InlineNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (node.type === 'strong') return <strong key={index}>{node.text}</strong>;
        if (node.type === 'em') return <em key={index}>{node.text}</em>;
        if (node.type === 'link' && safeHref.test(node.href)) {
          return (
            <a
              key={index}
              href={node.href}
              rel="noopener noreferrer nofollow"
              target={node.href.startsWith('https:') ? '_blank' : undefined}
              className="font-medium text-primary-ink underline underline-offset-2"
            >
              {node.text}
            </a>
          );
        }
        return <span key={index}>{node.text}</span>;
      })}
    </>
  );
}
