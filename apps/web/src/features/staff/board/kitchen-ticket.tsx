import type { OrderWire } from '@okmenu/contract';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { formatClock, formatScheduled, sellingTypeKey } from './staff-format.ts';

/**
 * Print rules of the kitchen ticket: on paper only the ticket shows, 80 mm wide (a thermal roll); on screen the
 * ticket is not shown at all.
 */
const printCss = `
@media screen { .kitchen-ticket { display: none; } }
@media print {
  @page { size: 80mm auto; margin: 0; }
  html, body { background: #fff !important; }
  body * { visibility: hidden !important; }
  .kitchen-ticket, .kitchen-ticket * { visibility: visible !important; color: #000 !important; }
  .kitchen-ticket { position: absolute; top: 0; inset-inline-start: 0; width: 80mm; padding: 3mm 4mm;
    font: 12pt/1.3 ui-monospace, Menlo, Consolas, monospace; }
}`;

/** A kitchen ticket per order (issue 17): items, options, notes, table or car, and when it is wanted. */
export function KitchenTicket({ order }: { order: OrderWire | null }) {
  const { t, i18n } = useTranslation();
  if (!order) return null;
  const wanted = order.scheduled_for ?? null;
  return createPortal(
    <div className="kitchen-ticket" data-testid="kitchen-ticket" aria-hidden="true">
      <style>{printCss}</style>
      <div style={{ textAlign: 'center', fontSize: '18pt', fontWeight: 700 }}>
        {t('staff.order.number', { number: order.id })}
      </div>
      <div style={{ textAlign: 'center', fontWeight: 700 }}>{t(sellingTypeKey(order))}</div>
      <div style={{ textAlign: 'center' }}>{formatClock(order.created_at, i18n.language)}</div>
      {wanted ? (
        <div style={{ fontWeight: 700, marginTop: '2mm' }}>
          {t('ops.ticketWanted', { time: formatScheduled(wanted, Date.parse(order.created_at), i18n.language) })}
        </div>
      ) : (
        <div style={{ fontWeight: 700, marginTop: '2mm' }}>{t('ops.ticketAsap')}</div>
      )}
      {order.table ? (
        <div style={{ fontSize: '14pt', fontWeight: 700 }}>{t('staff.order.table', { name: order.table.name })}</div>
      ) : null}
      {order.car ? (
        <div style={{ fontWeight: 700 }}>
          {t('staff.order.car', { color: order.car.color, model: order.car.model, plate: order.car.plate })}
        </div>
      ) : null}
      <div>{order.name}</div>
      <hr style={{ border: 0, borderTop: '1px dashed #000', margin: '2mm 0' }} />
      {(order.lines ?? []).map((line) => (
        <div key={line.line_no} style={{ marginBottom: '2mm' }}>
          <div style={{ fontWeight: 700, fontSize: '13pt' }}>
            {line.quantity} × {line.name}
            {line.price_label ? ` · ${line.price_label}` : ''}
          </div>
          {line.modifiers.map((modifier) => (
            <div key={modifier.id} style={{ paddingInlineStart: '5mm' }}>
              {modifier.quantity > 1 ? `${modifier.quantity} × ` : '+ '}
              {modifier.name}
            </div>
          ))}
          {line.comment ? <div style={{ paddingInlineStart: '5mm', fontStyle: 'italic' }}>» {line.comment}</div> : null}
        </div>
      ))}
      {order.notes ? (
        <>
          <hr style={{ border: 0, borderTop: '1px dashed #000', margin: '2mm 0' }} />
          <div style={{ fontWeight: 700 }}>{t('staff.order.note', { note: order.notes })}</div>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
