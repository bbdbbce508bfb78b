import type { OnlineMethod } from '@okmenu/domain';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** Brand names are not translated; a card is described in the guest's language. */
const brandNames: Record<Exclude<OnlineMethod, 'card'>, string> = {
  knet: 'KNET',
  benefit: 'BenefitPay',
  mada: 'mada',
  apple_pay: 'Apple Pay',
  apple_pay_knet: 'Apple Pay · KNET',
};

/** The name of a method as the guest reads it (and as its radio button is named). */
export function useMethodName(): (method: OnlineMethod) => string {
  const { t } = useTranslation();
  return (method) => (method === 'card' ? t('payments.method.card') : brandNames[method]);
}

const badge = 'inline-flex h-7 min-w-12 shrink-0 items-center justify-center rounded-md px-1.5 text-[11px] font-bold';

/** A small mark of a method, drawn inline (no external images); decorative: the label next to it names the method. */
export function MethodMark({ method }: { method: OnlineMethod }) {
  switch (method) {
    case 'card':
      return (
        <span aria-hidden="true" className={`${badge} gap-0.5 bg-white ring-1 ring-line`} dir="ltr">
          <span className="text-[10px] font-black text-[#1a1f71] italic">VISA</span>
          <svg viewBox="0 0 24 16" className="h-3.5 w-5">
            <circle cx="8" cy="8" r="7" fill="#eb001b" />
            <circle cx="16" cy="8" r="7" fill="#f79e1b" fillOpacity="0.85" />
          </svg>
        </span>
      );
    case 'knet':
      return (
        <span aria-hidden="true" className={`${badge} bg-[#0a4fa3] text-white`} dir="ltr">
          KNET
        </span>
      );
    case 'benefit':
      return (
        <span aria-hidden="true" className={`${badge} bg-[#e21b22] text-white`} dir="ltr">
          Benefit
        </span>
      );
    case 'mada':
      return (
        <span aria-hidden="true" className={`${badge} bg-white text-[#259bd6] ring-1 ring-line`} dir="ltr">
          <span className="me-0.5 inline-block h-3 w-1.5 rounded-sm bg-[#84b740]" />
          mada
        </span>
      );
    case 'apple_pay':
    case 'apple_pay_knet':
      return (
        <span aria-hidden="true" className={`${badge} gap-1 bg-black text-white ring-1 ring-white/20`} dir="ltr">
          <svg viewBox="0 0 14 16" className="size-3.5 fill-current">
            <path d="M11.6 8.5c0-2 1.6-2.9 1.7-3-1-1.4-2.4-1.6-2.9-1.6-1.2-.1-2.4.7-3 .7s-1.6-.7-2.6-.7C3.5 4 2.2 4.8 1.5 6c-1.4 2.4-.4 6 1 8 .7 1 1.4 2 2.5 2s1.4-.6 2.600-.6 1.500.6 2.500.6 1.700-1 2.400-2c.8-1.100 1.100-2.200 1.100-2.300 0 0-2-.8-2-3.200zM9.700 2.600c.5-.7.9-1.600.8-2.600-.8 0-1.800.5-2.400 1.200-.5.600-1 1.600-.8 2.500.9.100 1.800-.4 2.400-1.100z" />
          </svg>
          Pay{method === 'apple_pay_knet' ? <span className="ms-0.5 text-[9px] opacity-80">KNET</span> : null}
        </span>
      );
  }
}
