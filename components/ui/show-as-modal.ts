/**
 * Shows a <dialog> as a modal (the page behind inert, its scrolling stopped) until the returned function
 * is called: the part the site's Modal and the admin's phone panel share.
 */
export function showAsModal(dialog: HTMLDialogElement): () => void {
  // jsdom (unit tests) has no showModal(); the open attribute shows the dialog there.
  if (typeof dialog.showModal === 'function') {
    if (!dialog.open) dialog.showModal();
  } else dialog.setAttribute('open', '');
  const bodyOverflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    document.body.style.overflow = bodyOverflow;
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  };
}
