import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/**
 * The branch the guest chose per business (the branches page's "order from here"), persisted as
 * `okmenu-branch`. The restaurant answer is asked for that branch, so the menu, shifts and zones follow it.
 */
interface BranchChoiceStore {
  byBusiness: Record<string, number>;
  choose(referenceId: string, branchId: number): void;
}

export const useBranchChoiceStore = create<BranchChoiceStore>()(
  persist(
    (set) => ({
      byBusiness: {},
      choose: (referenceId, branchId) =>
        set((state) => ({ byBusiness: { ...state.byBusiness, [referenceId]: branchId } })),
    }),
    { name: 'okmenu-branch', version: 1, partialize: (state) => ({ byBusiness: state.byBusiness }) },
  ),
);

/** The chosen branch of a business, or undefined for the business's default branch. */
export function chosenBranch(referenceId: string): number | undefined {
  return useBranchChoiceStore.getState().byBusiness[referenceId];
}

export function useChosenBranch(referenceId: string): number | undefined {
  return useBranchChoiceStore((state) => state.byBusiness[referenceId]);
}
