import type { ReactNode } from 'react';
import { Card, type CardLook } from './card.tsx';

/**
 * What a screen shows when it has nothing to list or could not load: centred text with an optional icon,
 * title and action, on a card (or on the page itself for a whole-screen state such as the empty cart).
 * `alert` announces it: a failure rather than an empty list.
 */
export function EmptyState({
  icon,
  title,
  children,
  action,
  alert = false,
  look = 'roomy',
  className = '',
  headingLevel = 2,
}: {
  icon?: ReactNode;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  alert?: boolean;
  /** The card's look, or `page` for no card. */
  look?: CardLook | 'page';
  className?: string;
  /** 1 when the state is the whole screen (its title is the page's). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const body = (
    <>
      {icon}
      {title ? <Heading className={`${icon ? 'mt-5 ' : ''}text-xl font-bold text-ink`}>{title}</Heading> : null}
      {children ? <div className={title || icon ? 'mt-2 text-ink-muted' : 'text-ink-muted'}>{children}</div> : null}
      {action ? <div className="mt-4 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </>
  );
  const role = alert ? 'alert' : undefined;
  if (look === 'page') {
    return (
      <div role={role} className={`flex flex-col items-center text-center ${className}`}>
        {body}
      </div>
    );
  }
  return (
    <Card look={look} role={role} className={`text-center ${className}`}>
      {body}
    </Card>
  );
}
