import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queriesOf, readsSettings } from '../testing/query-spy.ts';
import { createBusinessFile } from '../testing/business-factory.ts';
import { BusinessRepository } from './business-repository.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

/** Business lookups read the settings only when the version moved (decision 0113). */
describe.each(testDialects)('business lookups on %s', (dialect) => {
  let runtime: TestRuntime;
  beforeEach(async () => {
    runtime = await createTestRuntime(dialect);
    expect((await runtime.importObject(createBusinessFile())).ok).toBe(true);
  });
  afterEach(() => runtime.dispose());

  it('reads the settings once per version, and sees a change made through the repository at once', async () => {
    const { businesses } = runtime;
    const first = await businesses.findByBranch(1);
    expect(first?.settings.business_name).toBeDefined();
    // The same version: the row's keys are read, the settings are the parse kept for it.
    const again = await queriesOf(runtime.database.db, async () => {
      expect(await businesses.findByBranch(1)).toBe(first);
      expect(await businesses.findByReference(first?.reference_id as string)).toBe(first);
      expect(await businesses.findById(first?.id as number)).toBe(first);
    });
    expect(again).toHaveLength(3);
    expect(again.filter(readsSettings)).toEqual([]);

    await businesses.setState({
      referenceId: first?.reference_id as string,
      state: { status: 'off' },
      now: new Date(),
    });
    const changed = await queriesOf(runtime.database.db, async () => {
      const after = await businesses.findByReference(first?.reference_id as string);
      expect(after?.version).toBe((first?.version as number) + 1);
      expect(after?.settings.state).toEqual({ status: 'off' });
      expect(await businesses.findByBranch(1)).toBe(after);
    });
    expect(changed.filter(readsSettings)).toHaveLength(1);
  });

  it('keeps heads for more businesses than parsed settings, each read again only when its version moved', async () => {
    const other = createBusinessFile();
    other.business.reference_id = 'otherplace';
    other.business.domains = [];
    other.branches = other.branches.map((branch) => ({ ...branch, id: branch.id + 100 }));
    expect((await runtime.importObject(other)).ok).toBe(true);
    // Parsed settings for one business only (decision 0119).
    const businesses = new BusinessRepository(runtime.database.db, { parsedSettingsKept: 1 });
    const first = await businesses.headByBranch(1);
    const second = await businesses.headByReference('otherplace');
    expect(first).toMatchObject({ reference_id: 'testbistro', locales: ['en', 'ar'], state: { status: 'open' } });
    const again = await queriesOf(runtime.database.db, async () => {
      expect(await businesses.headByReference('testbistro')).toBe(first);
      expect(await businesses.headByBranch(101)).toBe(second);
    });
    expect(again).toHaveLength(2);
    expect(again.filter(readsSettings)).toEqual([]);

    await businesses.setState({ referenceId: 'testbistro', state: { status: 'suspended' }, now: new Date() });
    const changed = await queriesOf(runtime.database.db, async () => {
      const after = await businesses.headByBranch(2);
      expect(after?.version).toBe((first?.version as number) + 1);
      expect(after?.state).toEqual({ status: 'suspended' });
    });
    expect(changed.filter(readsSettings)).toHaveLength(1);
  });

  it('answers nothing for an unknown branch, reference or id', async () => {
    expect(await runtime.businesses.findByBranch(999_999)).toBeUndefined();
    expect(await runtime.businesses.headByBranch(999_999)).toBeUndefined();
    expect(await runtime.businesses.headByReference('nobody')).toBeUndefined();
    expect(await runtime.businesses.findByReference('nobody')).toBeUndefined();
    expect(await runtime.businesses.findById(999_999)).toBeUndefined();
  });
});
