import {
  deviceIdHeader,
  numericIdParam,
  orderAccessParams,
  orderRatingBody,
  rateBody,
  staffFeedbackAveragesQuery,
  staffFeedbackQuery,
} from '@okmenu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale } from '../http/request-locale.ts';
import { optionalUser } from '../http/user-auth.ts';
import { validate } from '../http/validate.ts';
import type { FeedbackService } from '../services/feedback/feedback-service.ts';
import type { StaffFeedbackService } from '../services/feedback/staff-feedback.ts';
import type { StaffAuth } from '../services/staff/staff-auth.ts';

export interface FeedbackRouteDeps {
  feedback: FeedbackService;
  staffFeedback: StaffFeedbackService;
  staff: StaffAuth;
  clock: () => Date;
}

function deviceOf(request: FastifyRequest): string | null {
  const header = request.headers['x-device-id'];
  if (header === undefined) return null;
  return validate(deviceIdHeader, header, 'headers');
}

/** The questionnaire, POST users/rate (SPEC §7), an order's quick rating, and the staff board's feedback list and averages. */
export function feedbackRoutes(app: FastifyInstance, deps: FeedbackRouteDeps): void {
  app.get('/webapp/questionnaire/:id', async (request) => {
    const { id } = validate(numericIdParam, request.params, 'params');
    return deps.feedback.questionnaire({ businessId: id, locale: requestLocale(request.headers) });
  });

  app.post('/users/rate', async (request, reply) => {
    const body = validate(rateBody, request.body, 'body');
    const deviceId = deviceOf(request);
    const user = await optionalUser(request, { businessId: body.business_id });
    const result = await deps.feedback.submit({
      body,
      userId: user?.userId ?? null,
      deviceId,
      clientAddress: request.ip,
      now: deps.clock(),
    });
    return reply.code(201).send(result);
  });

  const accessOf = async (request: FastifyRequest) => {
    const { a, b } = validate(orderAccessParams, request.params, 'params');
    return { orderId: a, secret: b, userId: (await optionalUser(request))?.userId ?? null };
  };

  app.get('/webapp/order/:a/:b/rating', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return deps.feedback.orderRating(await accessOf(request));
  });

  app.post('/webapp/order/:a/:b/rating', async (request, reply) => {
    const access = await accessOf(request);
    const body = validate(orderRatingBody, request.body, 'body');
    return reply.code(201).send(await deps.feedback.rateOrder({ access, body, now: deps.clock() }));
  });

  app.get('/staff/feedback', async (request, reply) => {
    const staff = await deps.staff.authenticate(request.headers.authorization);
    const query = validate(staffFeedbackQuery, request.query, 'query');
    reply.header('cache-control', 'no-store');
    return deps.staffFeedback.list({ businessId: staff.businessId, ...query, locale: requestLocale(request.headers) });
  });

  app.get('/staff/feedback/averages', async (request, reply) => {
    const staff = await deps.staff.authenticate(request.headers.authorization);
    const { weeks } = validate(staffFeedbackAveragesQuery, request.query, 'query');
    reply.header('cache-control', 'no-store');
    return deps.staffFeedback.averages({
      businessId: staff.businessId,
      weeks,
      locale: requestLocale(request.headers),
      now: deps.clock(),
    });
  });
}
