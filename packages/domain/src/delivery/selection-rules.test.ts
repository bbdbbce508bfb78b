import { describe, expect, it } from 'vitest';
import { shouldDropSelectedArea, shouldResetShipping } from './selection-rules.ts';

describe('shouldDropSelectedArea', () => {
  it('keeps the selected area while its zone is visible and belongs to the current branch', () => {
    expect(shouldDropSelectedArea({ zone: { branch_id: 1, visible: true }, currentBranchId: 1 })).toBe(false);
  });

  it('when the area belongs to another branch, the selected area is dropped', () => {
    expect(shouldDropSelectedArea({ zone: { branch_id: 2, visible: true }, currentBranchId: 1 })).toBe(true);
  });

  it("when the area's zone is hidden, the selected area is dropped", () => {
    expect(shouldDropSelectedArea({ zone: { branch_id: 1, visible: false }, currentBranchId: 1 })).toBe(true);
  });

  it("when the area's zone no longer exists, the selected area is dropped", () => {
    expect(shouldDropSelectedArea({ zone: undefined, currentBranchId: 1 })).toBe(true);
    expect(shouldDropSelectedArea({ zone: null, currentBranchId: 1 })).toBe(true);
  });
});

describe('shouldResetShipping', () => {
  it('keeps shipping while it is enabled and the country belongs to the current branch', () => {
    expect(shouldResetShipping({ shippingEnabled: true, countryBranchId: 1, currentBranchId: 1 })).toBe(false);
  });

  it('when shipping is disabled, shipping resets', () => {
    expect(shouldResetShipping({ shippingEnabled: false, countryBranchId: 1, currentBranchId: 1 })).toBe(true);
    expect(shouldResetShipping({ shippingEnabled: false, countryBranchId: null, currentBranchId: 1 })).toBe(true);
  });

  it('when the chosen country belongs to another branch, shipping resets', () => {
    expect(shouldResetShipping({ shippingEnabled: true, countryBranchId: 2, currentBranchId: 1 })).toBe(true);
  });

  it('a destination without a branch (the home country) does not reset on a branch change', () => {
    expect(shouldResetShipping({ shippingEnabled: true, countryBranchId: null, currentBranchId: 1 })).toBe(false);
    expect(shouldResetShipping({ shippingEnabled: true, countryBranchId: undefined, currentBranchId: 1 })).toBe(false);
  });
});
