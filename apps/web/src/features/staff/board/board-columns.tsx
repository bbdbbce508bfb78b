import type { OrderWire } from '@okmenu/contract';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { boardColumns, type BoardColumn } from './board-model.ts';
import { OrderCard } from './order-card.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { BagIcon } from '../../../shared/ui/icons.tsx';

interface BoardColumnsProps {
  groups: Record<BoardColumn, OrderWire[]>;
  now: number;
  selectedId: number | null;
  opened: ReadonlySet<number>;
  onSelect(order: OrderWire): void;
}

/** The orders under New, Accepted, Ready and Out, with a jump bar of their counts. */
export function BoardColumns({ groups, now, selectedId, opened, onSelect }: BoardColumnsProps) {
  const { t } = useTranslation();
  const total = boardColumns.reduce((sum, column) => sum + groups[column].length, 0);
  return (
    <div className="space-y-6 p-4">
      <nav aria-label={t('staff.board.columns')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        {boardColumns.map((column) => (
          <a
            key={column}
            href={`#staff-${column}`}
            className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full bg-raised px-2.5 text-sm font-medium whitespace-nowrap ring-1 ring-line"
          >
            {t(`staff.column.${column}`)}
            <span
              className={`min-w-6 rounded-full px-1.5 text-center text-xs font-bold ${
                column === 'new' && groups.new.length > 0 ? 'bg-accent text-white' : 'bg-surface'
              }`}
            >
              {groups[column].length}
            </span>
          </a>
        ))}
      </nav>
      {total === 0 ? (
        <EmptyState look="compact" icon={BagIcon} testId="board-empty">
          {t('staff.board.empty')}
        </EmptyState>
      ) : null}
      {boardColumns.map((column) =>
        groups[column].length === 0 ? null : (
          <section
            key={column}
            id={`staff-${column}`}
            aria-labelledby={`staff-${column}-title`}
            className="scroll-mt-32"
          >
            <h2 id={`staff-${column}-title`} className="mb-3 text-sm font-bold tracking-wide text-ink-muted uppercase">
              {t(`staff.column.${column}`)} <span className="tabular-nums">({groups[column].length})</span>
            </h2>
            <div className="grid gap-3">
              {groups[column].map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  now={now}
                  selected={order.id === selectedId}
                  unseen={column === 'new' && !opened.has(order.id)}
                  onSelect={onSelect}
                />
              ))}
            </div>
          </section>
        ),
      )}
    </div>
  );
}
