/** Recorded answers in the shapes Tap and MyFatoorah document, for adapter and flow tests. */

/** A Tap charge object (GET /v2/charges/{id}, POST /v2/charges, and the webhook body). */
export function tapCharge(overrides: { id?: string; status?: string; amount?: number; currency?: string } = {}) {
  return {
    id: overrides.id ?? 'chg_TS01A1020241234Xy5K2611847',
    object: 'charge',
    live_mode: false,
    api_version: 'V2',
    method: 'POST',
    status: overrides.status ?? 'INITIATED',
    amount: overrides.amount ?? 9.75,
    currency: overrides.currency ?? 'KWD',
    threeDSecure: true,
    customer_initiated: true,
    description: 'Order 1',
    metadata: { reference: 'pay-1' },
    transaction: {
      timezone: 'UTC+03:00',
      created: '1732435200000',
      url: 'https://sandbox.payments.tap.company/test_gosell/v2/payment/tap_process.aspx?chg=chg_TS01',
      expiry: { period: 30, type: 'MINUTE' },
      asynchronous: false,
      amount: overrides.amount ?? 9.75,
      currency: overrides.currency ?? 'KWD',
    },
    reference: { transaction: 'pay-1', order: 'pay-1', gateway: '123456789', payment: '2412241230001' },
    response: { code: overrides.status === 'DECLINED' ? '507' : '000', message: overrides.status ?? 'Initiated' },
    source: { object: 'token', type: 'CARD_NOT_PRESENT', payment_method: 'KNET', id: 'src_kw.knet' },
    redirect: { status: 'PENDING', url: 'http://localhost:3000/demo/order/1' },
    post: { status: 'PENDING', url: 'http://localhost:3000/api/webapp/payments/webhook/tap' },
  };
}

/** A Tap refund object (POST /v2/refunds). */
export function tapRefund(status = 'PENDING') {
  return {
    id: 're_TS02A1020241234Ab5K2611999',
    object: 'refund',
    api_version: 'V2',
    amount: 9.75,
    currency: 'KWD',
    charge_id: 'chg_TS01A1020241234Xy5K2611847',
    status,
    reason: 'requested_by_customer',
    reference: { merchant: 'refund-1' },
  };
}

/** MyFatoorah's answer envelope. */
export function myFatoorahAnswer(data: unknown, isSuccess = true) {
  return { IsSuccess: isSuccess, Message: isSuccess ? '' : 'Invalid data', ValidationErrors: null, Data: data };
}

/** POST /v2/ExecutePayment's Data. */
export const myFatoorahExecuted = {
  InvoiceId: 4264417,
  IsDirectPayment: false,
  PaymentURL: 'https://demo.MyFatoorah.com/KWT/ie/0106426441737',
  CustomerReference: 'pay-1',
  UserDefinedField: 'pay-1',
  RecurringId: '',
};

/** POST /v2/GetPaymentStatus's Data for an invoice paid (or not) with one transaction. */
export function myFatoorahStatus(options: {
  invoiceStatus: string;
  transactionStatus: string;
  value?: number;
  currency?: string;
}) {
  return {
    InvoiceId: 4264417,
    InvoiceStatus: options.invoiceStatus,
    InvoiceReference: '2024035561',
    CustomerReference: 'pay-1',
    CreatedDate: '2026-11-24T10:00:00.000',
    InvoiceValue: options.value ?? 9.75,
    InvoiceDisplayValue: `${(options.value ?? 9.75).toFixed(3)} KD`,
    InvoiceTransactions: [
      {
        TransactionDate: '2026-11-24T10:01:00.000',
        PaymentGateway: 'KNET',
        ReferenceId: '433110000159',
        TransactionId: '07074331100001502',
        PaymentId: '07074331100001502270',
        TransactionStatus: options.transactionStatus,
        TransationValue: String((options.value ?? 9.75).toFixed(3)),
        PaidCurrency: options.currency ?? 'KWD',
        PaidCurrencyValue: String((options.value ?? 9.75).toFixed(3)),
        Error: options.transactionStatus === 'Failed' ? 'CANCELLED' : '',
      },
    ],
  };
}

/** A webhook V2 PAYMENT_STATUS_CHANGED body. */
export function myFatoorahWebhook(invoiceId = '4264417') {
  return {
    Event: {
      Code: 1,
      Name: 'PAYMENT_STATUS_CHANGED',
      CountryIsoCode: 'KWT',
      CreationDate: '2026-11-24T10:01:05',
      Reference: 'WH-1',
    },
    Data: {
      Invoice: {
        Id: invoiceId,
        Status: 'PAID',
        Reference: '2024035561',
        ExternalIdentifier: 'pay-1',
        CreationDate: '2026-11-24T10:00:00',
      },
      Transaction: {
        Id: '1',
        Status: 'SUCCESS',
        PaymentMethod: 'KNET',
        PaymentId: '07074331100001502270',
        ReferenceId: '433110000159',
      },
      Customer: { Name: 'Guest', Mobile: '50011122', Email: null },
      Amount: {
        BaseCurrency: 'KWD',
        ValueInBaseCurrency: '9.750',
        ValueInDisplayCurrency: '9.750',
        ValueInPayCurrency: '9.750',
      },
    },
  };
}
