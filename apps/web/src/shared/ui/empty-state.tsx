import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Card, type CardLook } from './card.tsx';

/**
 * Where an empty state stands: on a card (`roomy` for a screen's state, `account` on the account screens), on
 * the page itself (`page`, a whole-screen state such as the empty cart, its icon on a round badge), or `compact`
 * inside a list that is empty (the board's columns, a picker's results): no card, smaller type and icon.
 */
export type EmptyStateLook = Exclude<CardLook, 'compact'> | 'page' | 'compact';

/**
 * What a screen or list shows when it has nothing to list or could not load: centred muted text under an icon
 * in the primary colour, with an optional title and action. Every one is a live region: `status` for an empty
 * list (read when it takes the list's place, such as no search matches), `alert` for a failure.
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  alert = false,
  look = 'roomy',
  className = '',
  headingLevel = 2,
  testId,
}: {
  /** One of `shared/ui/icons.tsx`; drawn at the state's size and colour (hidden from screen readers). */
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  alert?: boolean;
  look?: EmptyStateLook;
  className?: string;
  /** 1 when the state is the whole screen (its title is the page's). */
  headingLevel?: 1 | 2;
  testId?: string;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const compact = look === 'compact';
  const body = (
    <>
      {Icon && look === 'page' ? (
        // A whole screen's state: the icon on a round badge.
        <span className="grid size-20 place-items-center rounded-full bg-primary/10 text-primary-ink dark:bg-white/10">
          <Icon aria-hidden="true" className="size-10" />
        </span>
      ) : Icon ? (
        <Icon
          aria-hidden="true"
          className={`mx-auto ${compact ? 'size-8' : 'size-10'} ${alert ? 'text-red-700 dark:text-red-300' : 'text-primary-ink'}`}
        />
      ) : null}
      {title ? (
        <Heading
          className={`${Icon ? (compact ? 'mt-3 ' : 'mt-5 ') : ''}${compact ? 'text-base font-semibold' : 'text-xl font-bold'} text-ink`}
        >
          {title}
        </Heading>
      ) : null}
      {children ? (
        <div
          className={`${title || Icon ? (compact ? 'mt-1 ' : 'mt-2 ') : ''}text-ink-muted${compact ? ' text-sm' : ''}`}
        >
          {children}
        </div>
      ) : null}
      {action ? <div className="mt-4 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </>
  );
  const role = alert ? 'alert' : 'status';
  if (look === 'page' || compact) {
    return (
      <div
        role={role}
        data-testid={testId}
        className={`flex flex-col items-center text-center ${compact ? 'px-3 py-8' : ''} ${className}`}
      >
        {body}
      </div>
    );
  }
  return (
    <Card look={look} role={role} data-testid={testId} className={`text-center ${className}`}>
      {body}
    </Card>
  );
}
