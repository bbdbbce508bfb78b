import type { BusinessRepository } from './db/business-repository.ts';
import type { DatabaseHandle } from './db/database.ts';
import { FeedbackRepository } from './db/feedback-repository.ts';
import { SqlRateLimitStore } from './db/sql-otp-store.ts';
import type { FeedbackPolicy, OrderAccess } from './services/feedback/feedback-service.ts';
import { FeedbackService } from './services/feedback/feedback-service.ts';
import { StaffFeedbackService } from './services/feedback/staff-feedback.ts';
import type { GraphCache } from './services/shared/graph-cache.ts';
import type { OrderService } from './services/orders/orders.ts';
import { VenueService } from './services/business/venue-service.ts';

/** The venue pages and guest feedback. */
export interface FeedbackWiring {
  venue: VenueService;
  feedback: FeedbackService;
  staffFeedback: StaffFeedbackService;
}

/** Wires the venue answers and feedback over the database; orders decide who may rate an order. */
export function createFeedback(options: {
  database: DatabaseHandle;
  businesses: BusinessRepository;
  graphs: GraphCache;
  orders: Pick<OrderService, 'readable'>;
  policy?: FeedbackPolicy;
}): FeedbackWiring {
  const { database, businesses, graphs } = options;
  const repository = new FeedbackRepository(database.db);
  const feedback = new FeedbackService({
    businesses,
    feedback: repository,
    limits: new SqlRateLimitStore(database.db),
    orders: { readable: (access: OrderAccess) => options.orders.readable(access) },
    policy: options.policy,
  });
  return {
    venue: new VenueService({ businesses, graphs }),
    feedback,
    staffFeedback: new StaffFeedbackService({ businesses, feedback: repository }),
  };
}
