import { createContext, useContext } from 'react';

/**
 * What the app plugs in so the area picker and the map can move the guest to the branch that delivers to the
 * chosen area or pin (issue 12): the app's branch switch with SPEC §4's change-store rule. Without it (outside
 * a business's pages) only the current branch is offered.
 */
export type SwitchBranch = (branchId: number) => void;

const BranchSwitchContext = createContext<SwitchBranch | null>(null);

export const BranchSwitchProvider = BranchSwitchContext.Provider;

export function useBranchSwitch(): SwitchBranch | null {
  return useContext(BranchSwitchContext);
}
