import { expect, test } from '../support/fixtures.ts';
import { reference } from '../support/ordering.ts';

/** Issue 12 item 8: nothing is cut at 320 px. The map search reads "…landmark", not "landmar". */
for (const locale of ['en-US', 'ar-KW']) {
  test.describe(`at 320 px (${locale})`, () => {
    test.use({ viewport: { width: 320, height: 640 }, locale });

    test('the map search placeholder reads in full', async ({ page, problems }) => {
      problems.allow(/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|status of 502/);
      await page.goto(`/${reference}/delivery/map`);
      const search = page.getByRole('searchbox');
      await expect(search).toBeVisible();
      const fit = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
        return { text: input.placeholder, needed: context.measureText(input.placeholder).width, room };
      });
      expect(fit.text.length).toBeGreaterThan(0);
      expect(fit.needed, `"${fit.text}" needs ${fit.needed}px, the field has ${fit.room}px`).toBeLessThanOrEqual(
        fit.room,
      );
    });
  });
}
