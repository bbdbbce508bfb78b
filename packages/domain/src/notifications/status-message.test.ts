import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../orders/order-status.ts';
import { interfaceLocales } from '../locales/interface-locales.ts';
import { isNotifiedStatus, notifiedStatuses, statusMessage, statusTextsOf } from './status-message.ts';
import { statusTexts } from './status-texts.ts';

const base = { venue: 'Saffron & Salt', orderId: 42, link: 'https://menu.example/demo/order/42', reason: null };

describe('status messages to guests', () => {
  it('tells an English guest their order was accepted, with the link to follow it', () => {
    expect(statusMessage({ ...base, status: OrderStatus.accepted, locale: 'en' })).toBe(
      'Saffron & Salt: order #42 is accepted and being prepared. Follow it: https://menu.example/demo/order/42',
    );
  });

  it('speaks Arabic to an Arabic guest and explains the server’s own rejection reason', () => {
    const text = statusMessage({ ...base, status: OrderStatus.rejected, locale: 'ar', reason: 'not_accepted_in_time' });
    expect(text).toContain('لم يتمكن أحد من قبوله في الوقت المناسب');
    expect(text).toContain('42');
  });

  it('passes a venue’s own rejection reason through as written', () => {
    expect(
      statusMessage({ ...base, status: OrderStatus.rejected, locale: 'en-GB', reason: 'Kitchen closed' }),
    ).toContain('Reason: Kitchen closed.');
  });

  it('speaks every other language of the product too, by its base language', () => {
    expect(statusMessage({ ...base, status: OrderStatus.ready, locale: 'fr' })).toBe(
      'Saffron & Salt : la commande n° 42 est prête. https://menu.example/demo/order/42',
    );
    expect(statusMessage({ ...base, status: OrderStatus.out, locale: 'pt-BR' })).toContain('está a caminho');
  });

  it('falls back to English only for a language the product does not speak', () => {
    expect(statusMessage({ ...base, status: OrderStatus.ready, locale: 'xx' })).toBe(
      'Saffron & Salt: order #42 is ready. https://menu.example/demo/order/42',
    );
  });

  it('leaves placeholders inside a venue’s own reason as written', () => {
    const text = statusMessage({ ...base, status: OrderStatus.rejected, locale: 'en', reason: 'see {link}' });
    expect(text).toContain('Reason: see {link}.');
  });

  it.each(interfaceLocales.filter((locale) => locale !== 'en'))(
    '%s has its own text for every status message, with every value in it',
    (locale) => {
      const texts = statusTextsOf(locale);
      for (const status of notifiedStatuses) {
        const text = statusMessage({ ...base, status, locale, reason: 'R-1' });
        expect(text).not.toBe(statusMessage({ ...base, status, locale: 'en', reason: 'R-1' }));
        for (const value of ['Saffron & Salt', '42', 'https://menu.example/demo/order/42']) {
          expect(text).toContain(value);
        }
        if (status === OrderStatus.rejected) expect(text).toContain('R-1');
      }
      expect(texts.notAcceptedInTime).not.toBe(statusTexts.en.notAcceptedInTime);
      expect(texts.reason).not.toBe(statusTexts.en.reason);
    },
  );

  it('only accepted, rejected, ready and out for delivery are sent', () => {
    expect([0, 1, 2, 3, 4, 5, 9, 10].filter(isNotifiedStatus)).toEqual([1, 2, 3, 4]);
  });
});
