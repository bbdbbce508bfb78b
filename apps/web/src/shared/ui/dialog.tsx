import { useEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  /** Called when the user asks to close (Escape, the browser's back gesture, a click on the backdrop). */
  onClose: () => void;
  children: ReactNode;
  /** Where and how large the panel is (the colours and backdrop are the dialog's own). */
  className?: string;
  /** A click outside the panel closes it (sheets and pickers; not confirmations). */
  closeOnBackdrop?: boolean;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-label'?: string;
}

/** How many dialogs lock the page's scroll now (a picker can open over a sheet). */
let scrollLocks = 0;
let scrollBefore = '';

function lockScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks === 0) {
    scrollBefore = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) root.style.overflow = scrollBefore;
  };
}

/**
 * A modal dialog on the native `<dialog>` (ADR 0090): the browser traps focus, makes the page inert and draws
 * the backdrop. This adds what it leaves to us: the open state comes from props, Escape closes through
 * `onClose` (so the caller's state stays the truth), the page behind does not scroll, and focus goes back to
 * the element that opened it.
 */
export function Dialog({ open, onClose, children, className = '', closeOnBackdrop = false, ...aria }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest open prop, read by the native close event: a close we asked for is not reported back.
  const openRef = useRef(open);

  useEffect(() => {
    openRef.current = open;
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const unlock = lockScroll();
    return () => {
      openRef.current = false;
      unlock();
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    // The dialog element itself takes Escape and the backdrop click (the backdrop is the element's own box).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      {...aria}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // The caller closes it by its state; the browser's own close would run ahead of it.
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (openRef.current) onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      className={`bg-raised p-0 text-ink backdrop:bg-black/50 ${className}`}
    >
      {children}
    </dialog>
  );
}
