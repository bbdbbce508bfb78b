import type { HTMLAttributes, ReactNode } from 'react';

/** The raised card's looks, by how much room its content needs. */
const cardLooks = {
  /** Most cards: sections of a form, a summary, a list entry. */
  normal: 'rounded-2xl bg-raised p-4 ring-1 ring-line',
  /** Dense list entries (cart lines, skeletons). */
  compact: 'rounded-2xl bg-raised p-3 ring-1 ring-line',
  /** Notices and empty states, centred. */
  roomy: 'rounded-2xl bg-raised p-6 ring-1 ring-line',
  /** The account screens' softer, larger cards. */
  account: 'rounded-3xl bg-raised p-5 shadow-sm ring-1 ring-line',
} as const;

export type CardLook = keyof typeof cardLooks;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a `section` when it has a heading, `li` in a list, `fieldset` for a group of inputs. */
  as?: 'div' | 'section' | 'li' | 'fieldset' | 'aside' | 'p';
  look?: CardLook;
  children?: ReactNode;
}

/** The raised card every screen uses (one class string instead of a copy per screen). */
export function Card({ as: Element = 'div', look = 'normal', className, children, ...rest }: CardProps) {
  return (
    <Element className={className ? `${cardLooks[look]} ${className}` : cardLooks[look]} {...rest}>
      {children}
    </Element>
  );
}

/** A card with a heading, labelled by it (the checkout's and the address form's sections). */
export function CardSection({
  id,
  title,
  children,
  className,
}: {
  /** The heading's id (unique on the page). */
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card as="section" aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 font-semibold text-ink">
        {title}
      </h2>
      {children}
    </Card>
  );
}
