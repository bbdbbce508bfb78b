import type {
  OrderRatingBody,
  OrderRatingResponse,
  QuestionnaireResponse,
  RateBody,
  RateResponse,
} from '@okmenu/contract';
import { pickText } from '@okmenu/contract';
import { OrderStatus, validateAnswers } from '@okmenu/domain';
import type { BusinessRepository } from '../../db/business-repository.ts';
import type { FeedbackRecord, FeedbackRepository } from '../../db/feedback-repository.ts';
import type { OrderRow } from '../../db/order-repository.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { DeviceAddressPolicy } from '../shared/rate-limit.ts';
import { limitDeviceAndAddress } from '../shared/rate-limit.ts';
import type { RateLimitStore } from '../accounts/otp-stores.ts';
import { questionRule, questionsOf } from './questionnaire-rules.ts';
import { questionnaireWire } from './wire/questionnaire-view.ts';

const hour = 60 * 60 * 1000;

/** How often one device and one client address may send the questionnaire. */
export type FeedbackPolicy = DeviceAddressPolicy;
export const defaultFeedbackPolicy: FeedbackPolicy = {
  perDevice: { limit: 5, windowMs: hour },
  perAddress: { limit: 30, windowMs: hour },
};

/** Who reads an order: its id and secret (a guest) or the signed-in customer (decision 0005). */
export interface OrderAccess {
  orderId: number;
  secret: string | null;
  userId: number | null;
}

/** Guests' feedback: the business's questionnaire answered, and a quick rating of a delivered order. */
export class FeedbackService {
  constructor(
    private readonly deps: {
      businesses: BusinessRepository;
      feedback: FeedbackRepository;
      limits: RateLimitStore;
      orders: { readable(access: OrderAccess): Promise<OrderRow> };
      policy?: FeedbackPolicy;
    },
  ) {}

  /** The business's questionnaire in the asked language (then its own languages), for the feedback page. */
  async questionnaire(options: { businessId: number; locale: string | undefined }): Promise<QuestionnaireResponse> {
    const business = await this.deps.businesses.findById(options.businessId);
    if (!business) throw notFound(`Business ${options.businessId}`);
    const order = [
      ...(options.locale ? [options.locale.toLowerCase().split(/[-_]/)[0] ?? ''] : []),
      ...business.settings.locales,
      'en',
    ];
    return questionnaireWire(business.settings.questionnaire, (text) => pickText(text, order));
  }

  /**
   * POST users/rate: the answers are checked against the business's questionnaire (every problem is a 400
   * naming its field, and nothing is written), then counted against the device's and the address's
   * limits, then stored.
   */
  async submit(options: {
    body: RateBody;
    userId: number | null;
    deviceId: string | null;
    clientAddress: string;
    now: Date;
  }): Promise<RateResponse> {
    const { body, now } = options;
    const business = await this.deps.businesses.findById(body.business_id);
    if (!business) throw notFound(`Business ${body.business_id}`);
    const questionnaire = business.settings.questionnaire;
    if (!questionnaire?.enabled) {
      throw new AppError(404, 'no_questionnaire', `Business ${body.business_id} does not ask for feedback`);
    }
    if (body.branch_id !== undefined) {
      const graph = await this.deps.businesses.loadGraph(business);
      if (!graph.branches.some((branch) => branch.id === body.branch_id)) {
        throw new AppError(400, 'invalid_request', `Branch ${body.branch_id} is not one of this business's`, [
          { path: 'body.branch_id', message: 'Unknown branch' },
        ]);
      }
    }
    const checked = validateAnswers({
      questions: questionsOf(questionnaire).map(questionRule),
      answers: body.answers,
      country: business.settings.country_iso,
    });
    if (!checked.ok) {
      const fields = checked.problems.map((p) => ({ path: `body.${p.path}`, message: p.message }));
      throw new AppError(400, 'invalid_answers', `${fields[0]?.path} ${fields[0]?.message}`, fields);
    }
    const policy = this.deps.policy ?? defaultFeedbackPolicy;
    await limitDeviceAndAddress(this.deps.limits, {
      scope: 'feedback',
      policy,
      deviceId: options.deviceId,
      clientAddress: options.clientAddress,
      now,
      message: (seconds) => `Too much feedback from here; try again in ${seconds} s`,
    });
    const at = now.toISOString();
    const id = await this.deps.feedback.addAnswers({
      businessId: business.id,
      branchId: body.branch_id ?? null,
      userId: options.userId,
      deviceId: options.deviceId,
      answers: checked.answers,
      at,
    });
    return { feedback: { id, created_at: at } };
  }

  /** The order's rating and whether its reader may still give one (delivered and not rated yet). */
  async orderRating(access: OrderAccess): Promise<OrderRatingResponse> {
    const order = await this.deps.orders.readable(access);
    const rating = await this.deps.feedback.orderRating(order.id);
    return { rating: rating ? ratingWire(rating) : null, can_rate: !rating && order.status === OrderStatus.delivered };
  }

  /** Rates a delivered order once; whoever may read the order may rate it. */
  async rateOrder(options: { access: OrderAccess; body: OrderRatingBody; now: Date }): Promise<OrderRatingResponse> {
    const order = await this.deps.orders.readable(options.access);
    if (order.status !== OrderStatus.delivered) {
      throw new AppError(409, 'order_not_delivered', 'An order can be rated once it is delivered');
    }
    const comment = options.body.comment?.trim() ?? '';
    const stored = await this.deps.feedback.addOrderRating({
      businessId: order.business_id,
      branchId: order.branch_id,
      orderId: order.id,
      userId: order.user_id,
      stars: options.body.stars,
      comment: comment === '' ? null : comment,
      at: options.now.toISOString(),
    });
    if (!stored) throw new AppError(409, 'already_rated', 'This order has already been rated');
    return this.orderRating(options.access);
  }
}

function ratingWire(record: FeedbackRecord) {
  return {
    order_id: record.orderId ?? 0,
    stars: record.stars ?? 0,
    comment: record.comment,
    created_at: record.createdAt,
  };
}
