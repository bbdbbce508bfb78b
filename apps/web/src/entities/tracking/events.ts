/**
 * Shopping events the pixels report (issue 18), told by the features where they happen and delivered to the
 * tracker (features/tracking) only when it runs: with the guest's consent and a pixel configured. Values are in
 * the currency's major unit; the tracker adds the business's currency.
 */
export interface TrackedItem {
  id: number;
  name: string;
  /** Unit price, major unit. */
  price: number;
  quantity: number;
}

export type TrackedEvent =
  | { name: 'page_view'; path: string; title: string }
  | { name: 'view_item'; item: TrackedItem }
  | { name: 'search'; query: string }
  | { name: 'add_to_cart'; items: TrackedItem[] }
  | { name: 'begin_checkout'; items: TrackedItem[]; value: number }
  | { name: 'add_payment_info'; items: TrackedItem[]; value: number; paymentType: number }
  | {
      name: 'purchase';
      orderId: number;
      /** The order's `purchase_event_id`, shared with the server's conversion events for deduplication. */
      eventId: string;
      items: TrackedItem[];
      value: number;
      currency: string;
    };

export type TrackedEnvelope = TrackedEvent & { referenceId: string };

type Sink = (event: TrackedEnvelope) => void;

let sink: Sink | null = null;
/** Events told before the tracker attached (it loads after the page is interactive); a few are enough. */
const waiting: TrackedEnvelope[] = [];
const maxWaiting = 20;

/** Tells the tracker about an event; a no-op cost when nobody tracks. */
export function trackEvent(referenceId: string, event: TrackedEvent): void {
  const envelope = { ...event, referenceId } as TrackedEnvelope;
  if (sink) sink(envelope);
  else if (waiting.length < maxWaiting) waiting.push(envelope);
}

/** The tracker attaches here, receiving what waited; returns how to detach. */
export function attachTracker(next: Sink): () => void {
  sink = next;
  for (const event of waiting.splice(0)) next(event);
  return () => {
    if (sink === next) sink = null;
  };
}

/** Drops what waits (a business without pixels tracks nothing). */
export function dropWaitingEvents(): void {
  waiting.length = 0;
}
