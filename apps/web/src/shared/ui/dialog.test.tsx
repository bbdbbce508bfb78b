import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

// jsdom has no modal dialogs: enough of one to open, close and report the close like a browser.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => {
  cleanup();
  document.documentElement.style.overflow = '';
});

function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        open={open}
        aria-label="the dialog"
        closeOnBackdrop
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <button type="button">inside</button>
      </Dialog>
    </>
  );
}

function openIt() {
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Dialog', () => {
  it('opens as a modal when its open prop turns true', () => {
    render(<Page />);
    const dialog = screen.getByLabelText('the dialog', { selector: 'dialog' });
    expect(dialog.hasAttribute('open')).toBe(false);
    openIt();
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('closes on Escape through onClose, once', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    openIt();
    const dialog = screen.getByLabelText('the dialog', { selector: 'dialog' });
    act(() => {
      fireEvent.keyDown(screen.getByRole('button', { name: 'inside' }), { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('gives focus back to the element that opened it', () => {
    render(<Page />);
    const opener = openIt();
    screen.getByRole('button', { name: 'inside' }).focus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'inside' }), { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });

  it('locks the page scroll while open and restores it after', () => {
    document.documentElement.style.overflow = 'auto';
    render(<Page />);
    openIt();
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByRole('button', { name: 'inside' }), { key: 'Escape' });
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  it('closes on a click on the backdrop but not on one inside the panel', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    openIt();
    fireEvent.click(screen.getByRole('button', { name: 'inside' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('the dialog', { selector: 'dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reports a close the browser made on its own (the back gesture)', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    openIt();
    fireEvent(screen.getByLabelText('the dialog', { selector: 'dialog' }), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
