'use client';

import { useState } from 'react';
import { achievementImageUrl } from '@/lib/profile/display';

export const PLACEHOLDER_IMAGE = 'placeholder.svg';

/** An achievement's image from /achievements/; the placeholder image stands in when it fails to load (accounts-side §2.9). */
export function AchievementImage({ imageFilename, className, alt = '' }: { imageFilename: string; className?: string; alt?: string }) {
  const [failed, setFailed] = useState(false);
  const source = achievementImageUrl(failed ? PLACEHOLDER_IMAGE : imageFilename);
  // eslint-disable-next-line @next/next/no-img-element -- small static SVGs: the image optimiser adds nothing
  return <img src={source} alt={alt} width={64} height={64} className={className} onError={() => !failed && setFailed(true)} />;
}
