import { publicStateOf } from '@okmenu/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../shared/i18n/i18n.ts';
import { MenuError } from './menu-status.tsx';

beforeAll(async () => {
  await initI18n('ar');
});
afterAll(async () => {
  await changeLanguage('en');
});
afterEach(cleanup);

describe('the menu error (SPEC §8)', () => {
  it("shows the server's default sentences for a business switched off or updating its menu in the guest's language", () => {
    render(<MenuError message={publicStateOf({ status: 'off' }).defaultMessage} />);
    expect(screen.getByRole('alert').textContent).toContain('لا يستقبل هذا المتجر طلبات الآن.');
    cleanup();
    render(<MenuError message={publicStateOf({ status: 'replacing_menu' }).defaultMessage} />);
    expect(screen.getByRole('alert').textContent).toContain('يجري تحديث القائمة.');
  });

  it("shows a business's own message as it comes, an empty one as empty, and the fetch failure otherwise", () => {
    render(<MenuError message="مغلق للعيد" />);
    expect(screen.getByRole('alert').textContent).toBe('مغلق للعيد');
    cleanup();
    render(<MenuError message="" />);
    expect(screen.getByRole('alert').textContent).toBe('');
    cleanup();
    render(<MenuError />);
    expect(screen.getByRole('alert').textContent).toContain('تعذر تحميل القائمة');
  });
});
