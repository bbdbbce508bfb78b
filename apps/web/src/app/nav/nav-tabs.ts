import type { ComponentType, SVGProps } from 'react';
import { BagIcon, HomeIcon, MenuBookIcon, MoreIcon, UserIcon } from '../../shared/ui/icons.tsx';

export interface NavContext {
  referenceId: string;
  /** The current order type, or the business's first one outside a type route. */
  type: string;
  /** Customer accounts: off when the business has `disable_otp`; else whether the visitor is signed in. */
  account?: 'off' | 'guest' | 'signedIn';
}

interface NavTabBase {
  id: 'home' | 'menu' | 'cart' | 'profile' | 'more';
  /** i18n key of the label, which is also the accessible name. */
  labelKey: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** A count shown on the tab: the cart's units. */
  badge?: 'cart';
  /** Hides the tab in this context (the profile tab without customer accounts). */
  hidden?: (context: NavContext) => boolean;
}
export type NavTab =
  (NavTabBase & { kind: 'link'; to: (context: NavContext) => string; end?: boolean }) | (NavTabBase & { kind: 'more' });

/**
 * The navigation tabs (SPEC §2: home, menu, cart, profile, more), in order. Only tabs whose routes
 * exist are listed; the issues that add the routes add their tabs here.
 */
export const navTabs: readonly NavTab[] = [
  {
    id: 'home',
    kind: 'link',
    labelKey: 'nav.home',
    icon: HomeIcon,
    to: (c) => `/${c.referenceId}/${c.type}`,
    end: true,
  },
  {
    id: 'menu',
    kind: 'link',
    labelKey: 'nav.menu',
    icon: MenuBookIcon,
    to: (c) => `/${c.referenceId}/${c.type}/search`,
  },
  {
    id: 'cart',
    kind: 'link',
    labelKey: 'nav.cart',
    icon: BagIcon,
    to: (c) => `/${c.referenceId}/${c.type}/cart`,
    badge: 'cart',
  },
  {
    id: 'profile',
    kind: 'link',
    labelKey: 'nav.profile',
    icon: UserIcon,
    // Guests log in and then land on the profile (or wherever the login was asked from).
    to: (c) => (c.account === 'signedIn' ? `/${c.referenceId}/profile` : `/${c.referenceId}/login`),
    hidden: (c) => c.account === undefined || c.account === 'off',
  },
  { id: 'more', kind: 'more', labelKey: 'nav.more', icon: MoreIcon },
];

/** The tabs shown in a context. */
export function visibleTabs(context: NavContext): NavTab[] {
  return navTabs.filter((tab) => !tab.hidden?.(context));
}
