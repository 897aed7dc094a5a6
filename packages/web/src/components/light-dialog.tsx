/**
 * A modal dialog on the browser's own <dialog>: it traps focus, makes the page behind it inert, closes on
 * Escape and returns focus by itself. Used where a dialog can appear on the first page a visitor opens
 * (the announcement popup): Mantine's Modal brings ~30 KB of focus-trap, scroll-lock and scroll-area
 * code that the browser already has.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseButton, Title } from '@mantine/core';

export function LightDialog({
  title,
  closeLabel,
  onClose,
  children,
  testId,
}: {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Opened once the page behind it has had its frame, in a task of its own: opening lays out the page
    // and moves focus, which inside the commit of a first page made one long task on a slow phone.
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => dialog.open || dialog.showModal?.());
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      dialog.close?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="light-dialog"
      aria-labelledby={titleId}
      data-testid={testId}
      // Escape: close through the owner, so it can remember the choice.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click outside the content lands on the dialog element itself (its backdrop).
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="light-dialog-content">
        <div className="light-dialog-header">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <CloseButton aria-label={closeLabel} onClick={onClose} />
        </div>
        {children}
      </div>
    </dialog>
  );
}
