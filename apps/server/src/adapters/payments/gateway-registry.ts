import type { GatewayName, PaymentGateway } from './payment-gateway.ts';

/** The gateways this server is configured for (a business may choose only one of these). */
export type GatewayRegistry = Partial<Record<GatewayName, PaymentGateway>>;
