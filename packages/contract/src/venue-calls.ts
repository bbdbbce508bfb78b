import type { BlockNode, BranchOpening } from '@okmenu/domain';
import type { BranchWire } from './api-types.ts';
import type { SellingTypeKey } from './business-file.ts';

/** A branch as the branches page shows it: open now or when it opens, per selling type, and its links. */
export interface BranchCardWire extends BranchWire {
  whatsapp_phone: string | null;
  /** Per selling type the branch sells, from its shifts in its own time zone at the request's time. */
  openings: Partial<Record<SellingTypeKey, BranchOpening>>;
  /** The pickup config's `branches` (SPEC §3) decides; false when the branch does not sell car_pickup. */
  offers_pickup: boolean;
  links: {
    /** A maps directions link that opens the maps app on phones. */
    directions: string;
    call: string | null;
    whatsapp: string | null;
  };
}

/** GET webapp/branches/{businessId} (SPEC §7), answered at the `current-time` header's moment. */
export interface BranchesResponse {
  now: string;
  branches: BranchCardWire[];
}

/** One policy in the asked language: the business's Markdown subset parsed (decision 0095). */
export interface PolicyWire {
  key: 'privacy' | 'terms' | 'refund' | 'delivery';
  /** The anchor the policies page gives the section (`#policy-privacy`). */
  anchor: string;
  /** The language the text is in (the asked one, or the business's fallback). */
  locale: string;
  /** The text as a tree of known nodes holding plain strings: render it with elements, never as HTML. */
  blocks: BlockNode[];
  /** The same text as HTML of fixed tags and escaped text, for clients that insert HTML. */
  html: string;
}

/** GET webapp/policies/{businessId} */
export interface PoliciesResponse {
  policies: PolicyWire[];
}
