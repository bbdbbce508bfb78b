import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { QuantityConfirm } from './quantity-confirm.tsx';

beforeAll(async () => {
  await initI18n('en');
  // jsdom has no modal dialogs: enough of one to open and close.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

describe('the second look at an unusual quantity', () => {
  it('asks about the quantity by name, and adds them only when the guest says so', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<QuantityConfirm pending={120} name="Mixed grill" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog').textContent).toContain('Add 120 × Mixed grill?');
    fireEvent.click(screen.getByRole('button', { name: 'Change the quantity' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Add 120' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays closed while nothing waits', () => {
    render(<QuantityConfirm pending={null} name="Mixed grill" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
