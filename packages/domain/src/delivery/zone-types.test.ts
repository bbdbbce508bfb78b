import { describe, expect, it } from 'vitest';
import { createArea } from './test-factories.ts';
import { deliveryZone } from './zone-types.ts';

describe('deliveryZone', () => {
  it('a zone without minimum, time or unit gets SPEC defaults: 0, 30 minutes, visible', () => {
    const zone = deliveryZone({
      id: 1,
      branch_id: 1,
      fees: 500,
      name: 'Capital',
      color: '#000',
      areas: [createArea()],
    });
    expect(zone).toMatchObject({ min_order: 0, delivery_time: 30, unit: 'minute', visible: true });
  });
});
