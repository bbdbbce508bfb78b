import type { OrderWire } from '@okmenu/contract';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { orderActions, type StaffAction } from './board-model.ts';
import { ButtonSpinner } from './button-spinner.tsx';

const style: Record<StaffAction, string> = {
  accept: 'bg-emerald-700 text-white hover:bg-emerald-800',
  ready: 'bg-primary text-on-primary hover:opacity-90',
  out: 'bg-primary text-on-primary hover:opacity-90',
  delivered: 'bg-emerald-700 text-white hover:bg-emerald-800',
  reject:
    'text-red-700 ring-1 ring-red-700/40 hover:bg-red-50 dark:text-red-300 dark:ring-red-300/40 dark:hover:bg-red-950',
  cancel: 'text-ink-muted ring-1 ring-line hover:bg-ink/5',
};

interface OrderActionsProps {
  order: OrderWire;
  /** The action being sent for this order, if any: its button shows progress and all are disabled. */
  pending: StaffAction | null;
  onAction(action: StaffAction): void;
}

/** Buttons for exactly the moves the state machine allows from the order's status. */
export function OrderActions({ order, pending, onAction }: OrderActionsProps) {
  const { t } = useTranslation();
  const actions = orderActions(order);
  if (actions.length === 0) return null;
  return (
    <div role="group" aria-label={t('staff.actions.label')} className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          onClick={() => onAction(action)}
          disabled={pending !== null}
          aria-busy={pending === action || undefined}
          className={`inline-flex min-h-12 min-w-28 flex-1 items-center justify-center gap-2 rounded-full px-5 font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${style[action]}`}
        >
          {pending === action ? <ButtonSpinner /> : null}
          {t(`staff.actions.${action}`)}
        </button>
      ))}
    </div>
  );
}
