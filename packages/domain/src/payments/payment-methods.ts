/** Online payment methods of SPEC §4's extended set (a gateway maps each to its own source or method id). */
export const onlineMethods = ['card', 'knet', 'benefit', 'mada', 'apple_pay', 'apple_pay_knet'] as const;
export type OnlineMethod = (typeof onlineMethods)[number];

/** Methods that work only in one currency: KNET is Kuwaiti, Benefit Bahraini, Mada Saudi. */
const currencyOnly: Partial<Record<OnlineMethod, string>> = {
  knet: 'KWD',
  apple_pay_knet: 'KWD',
  benefit: 'BHD',
  mada: 'SAR',
};

/** Whether a method is an Apple Pay one (shown only where the browser can pay with Apple Pay). */
export function isApplePay(method: OnlineMethod): boolean {
  return method === 'apple_pay' || method === 'apple_pay_knet';
}

/**
 * The online methods a guest may choose: those the business enabled, that work in its currency, and,
 * for Apple Pay, only when the browser says it can pay with it (`applePay`; the server passes true and
 * leaves the browser check to the web app).
 */
export function availableOnlineMethods(options: {
  enabled: readonly OnlineMethod[];
  currency: string;
  applePay: boolean;
}): OnlineMethod[] {
  const currency = options.currency.toUpperCase();
  return onlineMethods.filter((method) => {
    if (!options.enabled.includes(method)) return false;
    const only = currencyOnly[method];
    if (only !== undefined && only !== currency) return false;
    return !isApplePay(method) || options.applePay;
  });
}

/** Whether a guest may pay with a method here (the server's check before creating a charge). */
export function canPayWith(options: {
  method: OnlineMethod;
  enabled: readonly OnlineMethod[];
  currency: string;
}): boolean {
  return availableOnlineMethods({ enabled: options.enabled, currency: options.currency, applePay: true }).includes(
    options.method,
  );
}
