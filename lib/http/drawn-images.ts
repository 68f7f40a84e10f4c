import 'server-only';

/**
 * Share images drawn once per process and address (issue 25 item 5): each costs ~55 ms of CPU, so the
 * most recently used are kept in memory, bounded in number, and requests for an address being drawn wait
 * for that drawing. A CDN and the browser keep them too (the routes' Cache-Control).
 */
const MAX_IMAGES = 200; // about 50 KB each

const images = new Map<string, Promise<ArrayBuffer>>();

export async function drawOnce(address: string, draw: () => Promise<ArrayBuffer>): Promise<ArrayBuffer> {
  const kept = images.get(address);
  const image = kept ?? draw();
  // A Map iterates in insertion order: deleting and setting again makes it the most recently used.
  images.delete(address);
  images.set(address, image);
  if (images.size > MAX_IMAGES) images.delete(images.keys().next().value!);
  try {
    return await image;
  } catch (error) {
    if (images.get(address) === image) images.delete(address);
    throw error;
  }
}

/** How many images are kept (for tests). */
export const drawnImageCount = () => images.size;
