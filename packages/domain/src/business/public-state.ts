/** What a business's owner or the platform set (decision 0096). */
export type BusinessStatus = 'open' | 'off' | 'replacing_menu' | 'suspended';

/** How the restaurant answer speaks a business's state (SPEC §8 error and message, §2 code 433). */
export interface PublicState {
  /** 200, or 433 for a suspended business. */
  httpStatus: 200 | 433;
  /** The answer's `error`: 1 when the guest reads `message` instead of a menu. */
  error: 0 | 1;
  /** Whether the menu and smart categories are sent. */
  showMenu: boolean;
  /** Sentence for the guest when the business has none of its own; empty when open. */
  defaultMessage: string;
  /** Where the web app must go instead (SPEC §8 redirect and url), or null. */
  redirectUrl: string | null;
}

const defaultMessages: Record<BusinessStatus, string> = {
  open: '',
  off: 'This business is not taking orders right now.',
  replacing_menu: 'The menu is being updated. Please come back in a few minutes.',
  suspended: 'This business is unavailable.',
};

/** The public state of a business from its status and, when it moved, its new reference or address. */
export function publicStateOf(options: {
  status: BusinessStatus;
  movedTo?: { reference_id?: string; url?: string } | undefined;
}): PublicState {
  const { status, movedTo } = options;
  const redirectUrl = movedTo?.url ?? (movedTo?.reference_id ? `/${movedTo.reference_id}` : null);
  return {
    httpStatus: status === 'suspended' ? 433 : 200,
    error: status === 'off' || status === 'replacing_menu' ? 1 : 0,
    showMenu: status === 'open',
    defaultMessage: defaultMessages[status],
    redirectUrl,
  };
}

/** Whether a business in this status takes orders and prices carts. */
export function takesOrders(status: BusinessStatus): boolean {
  return status === 'open';
}

/**
 * The status whose default sentence a message is, or null for a business's own words: a client shows its own
 * translation of the default sentence (the server sends it in English) and the owner's message as it comes.
 */
export function defaultMessageStatus(message: string): BusinessStatus | null {
  if (!message) return null;
  const found = (Object.keys(defaultMessages) as BusinessStatus[]).find(
    (status) => defaultMessages[status] === message,
  );
  return found ?? null;
}
