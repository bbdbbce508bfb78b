import type { TableWire } from '@okmenu/contract';
import { useId } from 'react';
import type { RouteType } from '../../entities/business/selling-types.ts';
import type { CartTable } from '../../entities/cart/cart-types.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useTables } from './api/get-tables.ts';
import { errorTextClass } from '../../shared/ui/field.tsx';

export interface TableChoice {
  /** Whether the checkout shows a table field (dine-in). */
  shown: boolean;
  /** A table must be chosen (the branch has tables). */
  required: boolean;
  tables: TableWire[];
  loading: boolean;
  /** The chosen table, when it is one of the branch's (a QR link's table that does not exist is not). */
  selected: TableWire | null;
  /** The table came from a QR link. */
  preset: CartTable | null;
}

/** The dine-in table: from the cart (a QR link or an earlier choice), checked against the branch's tables. */
export function useTableChoice(options: {
  type: RouteType;
  branchId: number;
  locale: string;
  chosen: CartTable | null;
}): TableChoice {
  const shown = options.type === 'dinein';
  const query = useTables(options.branchId, options.locale, shown);
  const tables = query.data?.tables ?? [];
  const selected = tables.find((table) => table.id === options.chosen?.id) ?? null;
  return {
    shown,
    required: shown && tables.length > 0,
    tables,
    loading: shown && query.isPending,
    selected,
    preset: options.chosen,
  };
}

/** Choose a table of the branch (or keep the one the QR link set). */
export function TableField({
  choice,
  onChange,
  error,
}: {
  choice: TableChoice;
  onChange: (table: CartTable | null) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (choice.loading) return <Spinner className="size-6" />;
  if (choice.tables.length === 0) return <p className="text-sm text-ink-muted">{t('checkout.table.none')}</p>;
  return (
    <div data-field="table">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {t('checkout.table.label')}
      </label>
      <select
        id={id}
        value={choice.selected?.id ?? ''}
        onChange={(event) => {
          const table = choice.tables.find((candidate) => candidate.id === Number(event.target.value));
          onChange(table ? { id: table.id, name: table.name } : null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-12 w-full rounded-xl bg-surface px-3 text-ink ring-1 ring-line focus:ring-2 focus:ring-primary focus:outline-none aria-[invalid]:ring-red-500"
      >
        <option value="">{t('checkout.table.choose')}</option>
        {choice.tables.map((table) => (
          <option key={table.id} value={table.id}>
            {t('checkout.table.option', { name: table.name, count: table.seats })}
          </option>
        ))}
      </select>
      {choice.preset && choice.selected?.id === choice.preset.id ? (
        <p className="mt-1 text-sm text-ink-muted">{t('checkout.table.fromQr')}</p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={`mt-1 ${errorTextClass}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
