import type { ZonesResponse, ZoneTesterResponse } from '@okmenu/contract';
import { demoStaffToken, newDevice, staffSignIn } from '../support/staff.ts';
import { expect, test } from '../support/fixtures.ts';

/** Issue 17: the owner drops a pin on the zone tester's map and reads the zone that applies there and its fee. */
test('the zone tester shows the zone and fee for a pin', async ({ browser, request }, testInfo) => {
  test.setTimeout(60_000);
  const token = await demoStaffToken('owner');
  const owner = await newDevice(browser, testInfo, { width: 1280, height: 800 });
  await staffSignIn(owner.page, token);
  await owner.page.getByRole('link', { name: 'Service' }).click();
  await owner.page.getByRole('link', { name: 'Zone and slot tester' }).click();
  await expect(owner.page.getByRole('heading', { name: 'Zone and slot tester' })).toBeVisible();

  // The map opens on the first branch at zoom 12; the pin is dropped inside one of the demo's zones.
  const restaurant = (await (await request.get('/api/webapp/v5/restaurant/demo')).json()) as {
    restaurant: { branch_id: number; branches: { location: { lat: number; lng: number } }[] };
  };
  const center = restaurant.restaurant.branches[0]!.location;
  const zones = (await (
    await request.get(`/api/webapp/zones/${restaurant.restaurant.branch_id}`)
  ).json()) as ZonesResponse;
  const target = zoneTargets(zones).sort((a, b) => distance(a, center) - distance(b, center))[0]!;
  const map = owner.page.getByTestId('tester-map');
  await expect(map.locator('.leaflet-container')).toBeVisible();
  const box = (await map.boundingBox())!;
  const [cx, cy] = worldPixel(center, 12);
  const [tx, ty] = worldPixel(target, 12);
  await map.click({ position: { x: box.width / 2 + (tx - cx), y: box.height / 2 + (ty - cy) } });
  const answer = owner.page.getByTestId('tester-answer');
  await expect(answer).toBeVisible();

  // What the page shows is what the server's tester answers for the same place and time.
  const coordinates = await owner.page.getByText(/^-?\d+\.\d{5}, -?\d+\.\d{5}$/).textContent();
  const [lat, lng] = coordinates!.split(',').map((part) => Number(part.trim()));
  const response = await request.post('/api/staff/zone-tester', {
    headers: { authorization: `Bearer ${token}` },
    data: { location: { lat, lng }, selling_type: 'delivery' },
  });
  expect(response.ok()).toBe(true);
  const expected = (await response.json()) as ZoneTesterResponse;
  const branch = expected.branches.find((entry) => entry.branch_id === expected.delivering_branch_id);
  expect(branch, 'a branch delivers at the pin').toBeTruthy();
  const zone = branch!.zones.find((entry) => entry.verdict === 'applies')!;
  await expect(answer.getByText(`Delivered by ${branch!.name}`)).toBeVisible();
  const row = answer.locator(`[data-branch-id="${branch!.branch_id}"] tr[data-verdict="applies"]`);
  await expect(row).toContainText(zone.name);
  await expect(row).toContainText('Applies');
  const fee = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 3 }).format(zone.fee);
  await expect(row.locator('td').nth(1)).toContainText(fee);
  expect(owner.errors).toEqual([]);
  await owner.context.close();
});

type Point = { lat: number; lng: number };

/** The average corner of each polygon area of the zones: a point inside for the demo's simple shapes. */
function zoneTargets(zones: ZonesResponse): Point[] {
  return zones.zones.flatMap((zone) =>
    zone.areas.flatMap((area) => {
      if (area.shape.type !== 'Polygon') return [];
      const ring = area.shape.coordinates[0]!.slice(0, -1);
      const lng = ring.reduce((sum, [x]) => sum + x, 0) / ring.length;
      const lat = ring.reduce((sum, [, y]) => sum + y, 0) / ring.length;
      return [{ lat, lng }];
    }),
  );
}

const distance = (a: Point, b: Point) => Math.hypot(a.lat - b.lat, a.lng - b.lng);

/** Web Mercator pixel coordinates of a point at a zoom, as Leaflet places it. */
function worldPixel(point: Point, zoom: number): [number, number] {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((point.lat * Math.PI) / 180);
  return [(scale * (point.lng + 180)) / 360, scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI))];
}
