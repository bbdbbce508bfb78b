import type { QuestionnaireResponse, StaffFeedbackAveragesResponse, StaffFeedbackResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../testing/business-factory.ts';
import { createAnswers, createFeedbackBusinessFile } from '../testing/feedback-business.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

// Tuesday 24 November 2026, 13:00 in Kuwait.
const now = new Date('2026-11-24T10:00:00Z');

describe.each(testDialects)('guest feedback (POST users/rate) on %s', (dialect) => {
  let runtime: TestRuntime;
  let businessId: number;
  let clock = now;
  beforeEach(async () => {
    clock = now;
    runtime = await createTestRuntime(dialect, { clock: () => clock });
    const result = await runtime.importObject(createFeedbackBusinessFile());
    if (!result.ok) throw new Error(JSON.stringify(result));
    businessId = result.businessId;
  });
  afterEach(() => runtime.dispose());

  const rate = (body: unknown, headers: Record<string, string> = {}) =>
    runtime.app.inject({
      method: 'POST',
      url: '/api/users/rate',
      payload: body as object,
      headers: { 'x-device-id': 'device-0001', 'x-forwarded-for': '10.0.0.1', ...headers },
    });
  const stored = async () => runtime.database.db.selectFrom('feedback').selectAll().execute();
  const fieldsOf = (response: { json(): unknown }) =>
    (response.json() as { error: { fields: { path: string }[] } }).error.fields.map((f) => f.path);

  it("answers the questionnaire in the asked language with each type's bounds and options", async () => {
    const get = (locale: string) =>
      runtime.app.inject({ method: 'GET', url: `/api/webapp/questionnaire/${businessId}`, headers: { locale } });
    const arabic = (await get('ar')).json<QuestionnaireResponse>().questionnaire;
    expect(arabic?.questions.map((q) => [q.id, q.type, q.title, q.required])).toEqual([
      [1, 'smile', 'كيف كانت؟', true],
      [2, 'rate', 'الطعام', false],
      [3, 'slider', 'هل تنصح بنا؟', false],
      [4, 'choices', 'ماذا طلبت؟', false],
      [5, 'text', 'شيء آخر؟', false],
      [6, 'phone', 'هاتف للتواصل', false],
    ]);
    const english = (await get('en-GB')).json<QuestionnaireResponse>().questionnaire;
    expect(english?.questions[0]).toMatchObject({ min: 1, max: 5, step: 1 });
    expect(english?.questions[2]).toMatchObject({ min: 0, max: 10 });
    expect(english?.questions[3]).toMatchObject({
      multiple: true,
      options: [
        { id: 1, label: 'Grills' },
        { id: 2, label: 'Drinks' },
      ],
    });
    expect(english?.questions[4]?.max_length).toBe(200);
    expect((await runtime.app.inject({ method: 'GET', url: '/api/webapp/questionnaire/999' })).statusCode).toBe(404);
  });

  it('stores answers to every question type, with the phone in E.164', async () => {
    const response = await rate({ business_id: businessId, branch_id: 2, answers: createAnswers() });
    expect(response.statusCode).toBe(201);
    expect(response.json().feedback).toEqual({ id: expect.any(Number), created_at: now.toISOString() });
    const [row] = await stored();
    expect(row).toMatchObject({
      business_id: businessId,
      branch_id: 2,
      kind: 'questionnaire',
      device_id: 'device-0001',
    });
    expect(JSON.parse(row?.answers ?? '')).toEqual({ 1: 5, 2: 4, 3: 9, 4: [1, 2], 5: 'Lovely', 6: '+96550012345' });
  });

  it('refuses an answer to an unknown question with 400 naming it, and writes nothing', async () => {
    const response = await rate({ business_id: businessId, answers: createAnswers({ 77: 'hello' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_answers');
    expect(fieldsOf(response)).toEqual(['body.answers.77']);
    expect(await stored()).toEqual([]);
  });

  it('refuses a wrong type, an out-of-range value and oversized text, naming each field', async () => {
    const response = await rate({
      business_id: businessId,
      answers: createAnswers({ 1: 'happy', 2: 6, 3: -1, 4: [3], 5: 'x'.repeat(201) }),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([
      'body.answers.1',
      'body.answers.2',
      'body.answers.3',
      'body.answers.4',
      'body.answers.5',
    ]);
    expect(await stored()).toEqual([]);
  });

  it('refuses a phone number that is not one, with the parser error', async () => {
    const response = await rate({ business_id: businessId, answers: createAnswers({ 6: '12' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([{ path: 'body.answers.6', message: 'TOO_SHORT' }]);
  });

  it('refuses answers without the required question', async () => {
    const response = await rate({ business_id: businessId, answers: { 2: 3 } });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['body.answers.1']);
  });

  it('refuses a malformed body, an unknown branch and an unknown business', async () => {
    expect(fieldsOf(await rate({ business_id: businessId, answers: { one: 1 } }))).toEqual(['body.answers.one']);
    expect(fieldsOf(await rate({ business_id: businessId, answers: {}, extra: 1 }))).toEqual(['body']);
    expect(fieldsOf(await rate({ business_id: businessId, branch_id: 9, answers: createAnswers() }))).toEqual([
      'body.branch_id',
    ]);
    expect((await rate({ business_id: 999, answers: createAnswers() })).statusCode).toBe(404);
    expect(fieldsOf(await rate({ business_id: businessId, answers: {} }, { 'x-device-id': '<bad>' }))).toEqual([
      'headers',
    ]);
    expect(await stored()).toEqual([]);
  });

  it('answers a business without a questionnaire with no questions, and refuses its feedback', async () => {
    expect((await runtime.importObject(createBusinessFile())).ok).toBe(true);
    const read = await runtime.app.inject({ method: 'GET', url: `/api/webapp/questionnaire/${businessId}` });
    expect(read.json()).toEqual({ questionnaire: null });
    const response = await rate({ business_id: businessId, answers: createAnswers() });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('no_questionnaire');
    expect(await stored()).toEqual([]);
  });

  it('limits feedback per device and per client address', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await rate({ business_id: businessId, answers: createAnswers() })).statusCode).toBe(201);
    }
    const limited = await rate({ business_id: businessId, answers: createAnswers() });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another device on the same address goes on until the address limit (30 an hour).
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i += 1) {
      status = (await rate({ business_id: businessId, answers: createAnswers() }, { 'x-device-id': `other-dev-${i}` }))
        .statusCode;
    }
    expect(status).toBe(429);
    expect(await stored()).toHaveLength(30);
    clock = new Date(now.getTime() + 61 * 60 * 1000);
    expect((await rate({ business_id: businessId, answers: createAnswers() })).statusCode).toBe(201);
  });

  it('shows staff the feedback with question titles and option labels, and the averages per week', async () => {
    await rate({ business_id: businessId, answers: createAnswers({ 1: 4, 2: 5 }) });
    await rate(
      { business_id: businessId, answers: createAnswers({ 1: 2, 2: 2, 4: [2] }) },
      { 'x-device-id': 'device-0002' },
    );
    const token = await runtime.accounts.staff.createToken({ referenceId: 'testbistro', label: 'manager', now });
    const headers = { authorization: `Bearer ${token}` };
    expect((await runtime.app.inject({ method: 'GET', url: '/api/staff/feedback' })).statusCode).toBe(401);
    const list = (
      await runtime.app.inject({ method: 'GET', url: '/api/staff/feedback?limit=1', headers })
    ).json<StaffFeedbackResponse>();
    expect(list.feedback).toHaveLength(1);
    expect(list.next_before).toBe(list.feedback[0]?.id);
    expect(list.feedback[0]?.answers.find((a) => a.question_id === 4)).toMatchObject({
      title: 'What did you order?',
      display: 'Drinks',
    });
    const averages = (
      await runtime.app.inject({ method: 'GET', url: '/api/staff/feedback/averages?weeks=2', headers })
    ).json<StaffFeedbackAveragesResponse>();
    expect(averages.questions.find((q) => q.question_id === 1)).toMatchObject({ count: 2, average: 3, type: 'smile' });
    expect(averages.questions.find((q) => q.question_id === 4)?.options).toEqual({ 1: 1, 2: 2 });
    expect(averages.questions.find((q) => q.question_id === 4)?.option_labels).toMatchObject({ 2: 'Drinks' });
    expect(averages.questions.find((q) => q.question_id === 1)?.option_labels).toBeNull();
    expect(averages.weeks.map((w) => [w.week, w.count])).toEqual([['2026-11-23', 2]]);
    expect(
      (await runtime.app.inject({ method: 'GET', url: '/api/staff/feedback/averages?weeks=99', headers })).statusCode,
    ).toBe(400);
  });
});
