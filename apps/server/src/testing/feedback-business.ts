import type { BusinessFileInput } from '@okmenu/contract';
import { createBusinessFile } from './business-factory.ts';

/** The test business with a questionnaire of every question type, policies and a WhatsApp number. */
export function createFeedbackBusinessFile(): BusinessFileInput {
  const file = createBusinessFile();
  file.business.payment_methods = [2, 3];
  file.business.whatsapp_phone = '+96550000001';
  file.business.checkoutCarPickup = { branches: [1] };
  file.business.policies = {
    privacy: { en: '# Privacy\nWe keep **little**.\n\n<script>alert(1)</script>', ar: '# الخصوصية\nنحتفظ بالقليل.' },
    refund: { en: 'Refunds within [7 days](javascript:alert(1)).' },
  };
  file.business.questionnaire = {
    questions: [
      { id: 1, type: 'smile', title: { en: 'How was it?', ar: 'كيف كانت؟' }, required: true },
      { id: 2, type: 'rate', title: { en: 'Food', ar: 'الطعام' }, min: 1, max: 5 },
      { id: 3, type: 'slider', title: { en: 'Would you recommend us?', ar: 'هل تنصح بنا؟' }, min: 0, max: 10 },
      {
        id: 4,
        type: 'choices',
        title: { en: 'What did you order?', ar: 'ماذا طلبت؟' },
        multiple: true,
        options: [
          { id: 1, label: { en: 'Grills', ar: 'مشاوي' } },
          { id: 2, label: { en: 'Drinks', ar: 'مشروبات' } },
        ],
      },
      { id: 5, type: 'text', title: { en: 'Anything else?', ar: 'شيء آخر؟' }, max_length: 200 },
      { id: 6, type: 'phone', title: { en: 'Phone for a call back', ar: 'هاتف للتواصل' } },
    ],
  };
  return file;
}

/** Answers to every question of the feedback test business. */
export function createAnswers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { 1: 5, 2: 4, 3: 9, 4: [1, 2], 5: 'Lovely', 6: '50012345', ...overrides };
}
