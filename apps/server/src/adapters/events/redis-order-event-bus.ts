import type { Redis } from 'ioredis';
import type { OrderEvent } from './order-event-bus.ts';
import { MemoryOrderEventBus } from './order-event-bus.ts';

/**
 * The bus for several processes: a change is published to Redis and every process (this one included)
 * delivers it to the streams it holds, so a guest connected to one server sees what staff did on another.
 */
export class RedisOrderEventBus extends MemoryOrderEventBus {
  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {
    super();
  }

  /**
   * Connects the two Redis connections a bus needs (one of them stays in subscriber mode). Deployments
   * sharing a Redis server keep apart by their channel prefix.
   */
  static async connect(options: { publisher: Redis; subscriber: Redis; prefix: string }): Promise<RedisOrderEventBus> {
    const { publisher, subscriber } = options;
    const channel = `${options.prefix}:order-events`;
    const bus = new RedisOrderEventBus(publisher, subscriber, channel);
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel) bus.deliver(JSON.parse(message) as OrderEvent);
    });
    await subscriber.subscribe(channel);
    return bus;
  }

  override async publish(event: OrderEvent): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(event));
  }

  override async close(): Promise<void> {
    await super.close();
    await this.subscriber.quit().catch(() => undefined);
  }
}
