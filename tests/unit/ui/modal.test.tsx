import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal, ModalBody, ModalHeader } from '@/components/ui/Modal';

/** A page with a button that opens a modal holding two controls. */
function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      <Modal labelledBy="modal-title" open={open} onClose={close}>
        <ModalHeader titleId="modal-title" title="Settings" closeLabel="Close settings" onClose={close} />
        <ModalBody>
          <p>Intro text</p>
          <button type="button">Save</button>
        </ModalBody>
      </Modal>
    </>
  );
}

function openModal(onClose = jest.fn()) {
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, onClose, dialog: screen.getByRole('dialog', { name: 'Settings' }) };
}

test('opens with focus on the dialog itself, named by its heading', () => {
  const { dialog } = openModal();
  expect(dialog).toHaveAttribute('open');
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(document.activeElement).toBe(dialog);
});

test('Tab and Shift+Tab stay inside the dialog', () => {
  const { dialog } = openModal();
  const close = screen.getByRole('button', { name: 'Close settings' });
  const save = screen.getByRole('button', { name: 'Save' });
  save.focus();
  fireEvent.keyDown(save, { key: 'Tab' });
  expect(document.activeElement).toBe(close);
  fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(save);
  dialog.focus();
  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(save);
});

test('Escape closes it and focus returns to the button that opened it', () => {
  const { dialog, opener, onClose } = openModal();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(dialog).not.toHaveAttribute('open');
  expect(document.activeElement).toBe(opener);
});

test('a click outside the panel closes it; a click inside does not', () => {
  const { dialog, onClose } = openModal();
  const text = screen.getByText('Intro text');
  fireEvent.pointerDown(text);
  fireEvent.click(text);
  expect(onClose).not.toHaveBeenCalled();
  // A text selection dragged from the panel out to the backdrop is not an outside click.
  fireEvent.pointerDown(text);
  fireEvent.click(dialog);
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.pointerDown(dialog);
  fireEvent.click(dialog);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(dialog).not.toHaveAttribute('open');
});

test('the close button closes it', () => {
  const { dialog, onClose } = openModal();
  fireEvent.click(screen.getByRole('button', { name: 'Close settings' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(dialog).not.toHaveAttribute('open');
});

test('an element marked data-autofocus takes the focus instead of the dialog', () => {
  render(
    <Modal labelledBy="t" onClose={() => {}}>
      <h2 id="t">Pick</h2>
      <input aria-label="Search" data-autofocus />
    </Modal>,
  );
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
});
