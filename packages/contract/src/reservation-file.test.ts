import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { businessFileSchema } from './business-file.ts';
import { reservationRefParams, reserveTableBody } from './reservation-calls.ts';

const demoFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/demo/business.json');
const demo = JSON.parse(readFileSync(demoFile, 'utf8')) as Record<string, unknown> & {
  business: Record<string, unknown> & { reservation: Record<string, unknown> };
  tables: Record<string, unknown>[];
};

describe('reservation settings and tables of the business file', () => {
  it('gives the demo both branches booking tables with areas and join groups', () => {
    const file = businessFileSchema.parse(demo);
    expect(file.business.reservation).toMatchObject({ enabled: true, slot_minutes: 30, stay_minutes: 90 });
    for (const branch of file.branches) {
      expect(branch.selling_types).toContain('reservation');
      expect(file.tables.filter((t) => t.branch_id === branch.id).length).toBeGreaterThan(2);
    }
    expect(file.tables.some((t) => t.join_group !== undefined)).toBe(true);
  });

  it('refuses a table whose smallest party is larger than its seats, and a table of an unknown branch', () => {
    const tables = [{ id: 99, branch_id: 1, name: { en: 'Odd' }, seats: 2, min_seats: 4 }];
    const odd = businessFileSchema.safeParse({ ...demo, tables });
    expect(odd.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['tables.0.min_seats']);
    const lost = businessFileSchema.safeParse({ ...demo, tables: [{ ...tables[0], min_seats: 1, branch_id: 77 }] });
    expect(lost.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['tables.0.branch_id']);
  });

  it('names the demo table areas in English and Arabic, and refuses an unnamed or twice-named area', () => {
    const file = businessFileSchema.parse(demo);
    expect(file.branches[0]?.table_areas?.find((area) => area.code === 'terrace')?.name).toEqual({
      en: 'Terrace',
      ar: 'التراس',
    });
    const branches = demo.branches as Record<string, unknown>[];
    const areas = [
      { code: 'hall', name: { en: 'Hall' } },
      { code: 'hall', name: { en: 'Hall again' } },
    ];
    const tables = [
      { id: 98, branch_id: 1, name: { en: 'Inside' }, area: 'hall' },
      { id: 99, branch_id: 1, name: { en: 'Roof' }, area: 'roof' },
      { id: 100, branch_id: 2, name: { en: 'Roof' }, area: 'roof' },
    ];
    const parsed = businessFileSchema.safeParse({
      ...demo,
      branches: [
        { ...branches[0], table_areas: areas },
        { ...branches[1], table_areas: undefined },
      ],
      tables,
    });
    // The second branch names no areas, so its codes stay as they are.
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'branches.0.table_areas.1.code',
      'tables.1.area',
    ]);
  });

  it('refuses a smallest party above the largest one', () => {
    const reservation = { ...demo.business.reservation, party_min: 13 };
    const parsed = businessFileSchema.safeParse({ ...demo, business: { ...demo.business, reservation } });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['business.reservation.party_min']);
  });
});

describe('reservation calls', () => {
  it('reads a reference as the id and the secret, or an id alone', () => {
    expect(reservationRefParams.parse({ id: '12-abcdefghijklmnopqrstuvwx' }).id).toEqual({
      id: 12,
      secret: 'abcdefghijklmnopqrstuvwx',
    });
    expect(reservationRefParams.parse({ id: '12' }).id).toEqual({ id: 12, secret: null });
    // The bad-input suite found a 500 on PostgreSQL for an id past the 32-bit range.
    expect(reservationRefParams.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(reservationRefParams.safeParse({ id: '2147483648-abcdefghijklmnopqrstuvwx' }).success).toBe(false);
    expect(reservationRefParams.safeParse({ id: '012' }).success).toBe(false);
  });

  it('validates the contact like an order and refuses unknown keys', () => {
    const body = { branch_id: 1, date: '2026-03-03', time: '19:00', party_size: 2, name: 'Sara', phone: '50000000' };
    expect(reserveTableBody.safeParse({ ...body, dial_code: '+965' }).success).toBe(true);
    expect(reserveTableBody.safeParse({ ...body, dial_code: '+965', time: '25:00' }).success).toBe(false);
    expect(reserveTableBody.safeParse({ ...body, dial_code: '+965', price: 1 }).success).toBe(false);
  });
});
