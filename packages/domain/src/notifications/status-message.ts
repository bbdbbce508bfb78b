import { OrderStatus } from '../orders/order-status.ts';
import { statusTexts, type StatusTexts } from './status-texts.ts';

/** The statuses a guest who opted in hears about (issue 17). */
export const notifiedStatuses = [
  OrderStatus.accepted,
  OrderStatus.rejected,
  OrderStatus.ready,
  OrderStatus.out,
] as const;
export type NotifiedStatus = (typeof notifiedStatuses)[number];

/** Whether a guest who opted in is told about a move to this status. */
export function isNotifiedStatus(status: number): status is NotifiedStatus {
  return (notifiedStatuses as readonly number[]).includes(status);
}

const fieldOf: Record<NotifiedStatus, 'accepted' | 'rejected' | 'ready' | 'out'> = {
  [OrderStatus.accepted]: 'accepted',
  [OrderStatus.rejected]: 'rejected',
  [OrderStatus.ready]: 'ready',
  [OrderStatus.out]: 'out',
};

/** Reasons the server itself gives, said in the guest's language instead of as a code. */
const ownReasons: Record<string, 'notAcceptedInTime'> = { not_accepted_in_time: 'notAcceptedInTime' };

/** The texts of a language (its base: "pt-BR" speaks "pt"), English for a language the product does not speak. */
export function statusTextsOf(locale: string): StatusTexts {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
  return (statusTexts as Record<string, StatusTexts | undefined>)[language] ?? statusTexts.en;
}

/** The text of a status message in the guest's language (English for a language the product does not speak). */
export function statusMessage(options: {
  status: NotifiedStatus;
  locale: string;
  venue: string;
  orderId: number;
  link: string;
  reason: string | null;
}): string {
  const texts = statusTextsOf(options.locale);
  const own = options.reason && Object.hasOwn(ownReasons, options.reason) ? ownReasons[options.reason] : undefined;
  const reasonText = own ? texts[own] : options.reason;
  const reason = reasonText ? texts.reason.replace('{reason}', reasonText) : '';
  const values: Record<string, string> = {
    venue: options.venue,
    order: String(options.orderId),
    reason,
    link: options.link,
  };
  // One pass: a venue's name or reason that contains "{link}" stays as written.
  return texts[fieldOf[options.status]].replace(
    /\{(venue|order|reason|link)\}/g,
    (_, name: string) => values[name] ?? '',
  );
}
