'use client';

import { useEffect, useRef, useState } from 'react';
import { achievementImageUrl } from '@/lib/profile/display';

export const PLACEHOLDER_IMAGE = 'placeholder.svg';

/** An image the browser finished loading without a picture: it failed, perhaps before React could listen. */
export const failedToLoad = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0;

/**
 * An achievement's image from /achievements/; the placeholder image stands in when it fails to load
 * (accounts-side §2.9). On a server-rendered page the image may fail before hydration attaches onError,
 * so the image is also checked once mounted.
 */
export function AchievementImage({ imageFilename, className, alt = '' }: { imageFilename: string; className?: string; alt?: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const source = achievementImageUrl(failed ? PLACEHOLDER_IMAGE : imageFilename);

  useEffect(() => {
    if (image.current && failedToLoad(image.current)) setFailed(true);
  }, []);

  // eslint-disable-next-line @next/next/no-img-element -- small static SVGs: the image optimiser adds nothing
  return <img ref={image} src={source} alt={alt} width={64} height={64} className={className} onError={() => !failed && setFailed(true)} />;
}
