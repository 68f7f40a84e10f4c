/** Shared by the page (a file that cannot be opened) and the lazily loaded crop modal (accounts-side §8). */
export const CROP_FAILED_MESSAGE = 'Failed to process image. Please try again.';
