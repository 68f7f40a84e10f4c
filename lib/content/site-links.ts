import 'server-only';
import { readEnv, type Env } from '@/lib/env';

/** The content pages' links, from the settings (lib/env.ts): each shown only when it is set. */

export interface ExternalLink {
  label: string;
  href: string;
}

export function socialLinks(env: Env = readEnv()): ExternalLink[] {
  const links: [string, string | undefined][] = [
    ['Discord', env.SOCIAL_DISCORD_URL],
    ['GitHub', env.SOCIAL_GITHUB_URL],
    ['Reddit', env.SOCIAL_REDDIT_URL],
    ['X (Twitter)', env.SOCIAL_X_URL],
  ];
  return links.filter((link): link is [string, string] => link[1] !== undefined).map(([label, href]) => ({ label, href }));
}

export interface Donations {
  coffee: string | null;
  crypto: { currency: string; address: string }[];
}

export function donationLinks(env: Env = readEnv()): Donations {
  const crypto: [string, string | undefined][] = [
    ['Bitcoin', env.DONATE_BTC_ADDRESS],
    ['Ethereum', env.DONATE_ETH_ADDRESS],
  ];
  return {
    coffee: env.DONATE_COFFEE_URL ?? null,
    crypto: crypto.filter((entry): entry is [string, string] => entry[1] !== undefined).map(([currency, address]) => ({ currency, address })),
  };
}

export function contactEmail(env: Env = readEnv()): string | null {
  return env.CONTACT_EMAIL ?? null;
}
