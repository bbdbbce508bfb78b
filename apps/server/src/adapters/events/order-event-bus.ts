/** A status change of an order, as streamed to the guest and the staff board. */
export interface OrderEvent {
  eventId: number;
  orderId: number;
  businessId: number;
  status: number;
  reason: string | null;
  at: string;
}

type Listener = (event: OrderEvent) => void;

/**
 * Where order status changes are published. One process uses the in-memory bus; several processes use
 * the Redis one (same interface), so a change made on one reaches streams held by another.
 */
export interface OrderEventBus {
  publish(event: OrderEvent): Promise<void>;
  /** Listens to one order's events, or to every order of a business. Returns the unsubscribe call. */
  subscribe(topic: { orderId: number } | { businessId: number }, listener: Listener): () => void;
  /** How many streams are listening now. */
  subscriberCount(): number;
  close(): Promise<void>;
}

/** The single-process bus. */
export class MemoryOrderEventBus implements OrderEventBus {
  private readonly listeners = new Map<string, Set<Listener>>();

  protected deliver(event: OrderEvent): void {
    for (const key of [`order:${event.orderId}`, `business:${event.businessId}`]) {
      for (const listener of this.listeners.get(key) ?? []) listener(event);
    }
  }

  async publish(event: OrderEvent): Promise<void> {
    this.deliver(event);
  }

  subscribe(topic: { orderId: number } | { businessId: number }, listener: Listener): () => void {
    const key = 'orderId' in topic ? `order:${topic.orderId}` : `business:${topic.businessId}`;
    const set = this.listeners.get(key) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  subscriberCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
