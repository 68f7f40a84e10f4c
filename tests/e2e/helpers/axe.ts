import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { APPEARANCE_STORAGE_KEY, type Theme } from '../../../lib/appearance/appearance';
import { APPEARANCE_CHANGED_EVENT } from '../../../lib/appearance/theme-script';

/** One axe violation, where it was found: the rule, the elements and the page (with width, state, modal). */
export interface AxeFinding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
  help: string;
}

const AXE_OPTIONS = {
  // Violations only: axe then keeps one node of each passing rule instead of all (much faster on big pages).
  resultTypes: ['violations' as const],
  // WCAG 2.1 A 2.5.3 (a visible label is part of the accessible name): axe marks it experimental and
  // leaves it out by default; the site holds itself to it.
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

/** The widths every page is audited at: a phone and a desktop. */
export const AUDIT_WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/**
 * The whole run's tally: which pages, widths, states and modals were audited and what axe found there.
 * One worker runs the spec, so one tally covers all of its tests.
 */
export class AxeTally {
  readonly findings: AxeFinding[] = [];
  readonly pages = new Set<string>();
  readonly widths = new Set<number>();
  readonly states = new Set<string>();
  readonly modals = new Set<string>();
  /** The themes (with or without high contrast) the audits saw. */
  readonly looks = new Set<string>();
  audits = 0;
  /** Time spent inside axe. */
  ms = 0;

  /**
   * Runs axe (every rule it runs by default: WCAG 2 A/AA and its best practices) on the page as it is now,
   * and records each violation with the page's label. Returns this audit's findings.
   */
  async audit(page: Page, at: { page: string; state: string; modal?: string }): Promise<AxeFinding[]> {
    const width = page.viewportSize()?.width ?? 0;
    const look = await page.evaluate(() => `${document.documentElement.dataset.theme ?? 'no'} theme${document.documentElement.dataset.contrast === 'high' ? ', high contrast' : ''}`);
    const where = `${at.page} @${width}px ${look} ${at.state}${at.modal ? ` [${at.modal}]` : ''}`;
    const started = Date.now();
    // With a modal open the page behind it is inert and was audited without it: the dialog alone.
    // Legacy mode runs axe in the page itself: the default opens a new page for every run to merge the
    // frames' results (the site has no frames), which made each run several times slower.
    // With reduced motion every transition ends at once (app/globals.css): axe audits what is shown, never a toast
    // caught mid-fade (a fade's half-transparent text measured 1.69:1 when a toast closed during an audit).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const builder = new AxeBuilder({ page }).setLegacyMode(true).options(AXE_OPTIONS);
    const results = await (at.modal ? builder.include('dialog[open]') : builder).analyze();
    this.ms += Date.now() - started;
    const found = results.violations.map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      // Each element with axe's reason (for contrast: the two colours and the ratio it measured).
      targets: violation.nodes.map((node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`),
      help: violation.help,
    }));
    for (const finding of found) console.log(this.report([finding]));
    this.findings.push(...found);
    this.pages.add(at.page);
    this.widths.add(width);
    this.looks.add(look);
    this.states.add(at.state);
    if (at.modal) this.modals.add(at.modal);
    this.audits += 1;
    return found;
  }

  /** Each finding on its own lines: rule, impact, page, and every element it names. */
  report(findings: AxeFinding[] = this.findings): string {
    return findings
      .map((finding) => `${finding.rule} (${finding.impact}) on ${finding.where}: ${finding.help}\n${finding.targets.map((target) => `    ${target}`).join('\n')}`)
      .join('\n');
  }

  summary(): string {
    return (
      `axe: ${this.audits} audits over ${this.pages.size} pages, ${this.widths.size} widths, ${this.looks.size} looks (${[...this.looks].join('; ')}), ${this.states.size} states and ${this.modals.size} modals ` +
      `(${Math.round(this.ms / 1000)} s in axe), ${this.findings.length} violations found`
    );
  }
}

/** Lets the page settle (its data calls answered) before an audit; a page that keeps polling still goes on. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

/**
 * The themes a page's audits run in (issue 30): the first width in the first theme, the second in the other.
 * Colours do not depend on the width nor the layout on the theme, so every page audited in two states with the
 * themes swapped between them is seen in both themes at both widths, at no extra audit.
 */
export interface AuditLook {
  themes: readonly [Exclude<Theme, 'system'>, Exclude<Theme, 'system'>];
  highContrast: boolean;
}
const looks = new WeakMap<Page, AuditLook>();

/** From now on, every audit of `page` through atEachWidth shows `look` (a page without one follows the system's scheme). */
export function auditInLook(page: Page, look: AuditLook): void {
  looks.set(page, look);
}

async function applyLook(page: Page, theme: Theme, highContrast: boolean): Promise<void> {
  await page.evaluate(
    ([key, value, event]) => {
      localStorage.setItem(key, value);
      window.dispatchEvent(new Event(event));
    },
    [APPEARANCE_STORAGE_KEY, JSON.stringify({ theme, highContrast }), APPEARANCE_CHANGED_EVENT] as const,
  );
}

/** Every width in turn on the page as it is (the layout follows the width; nothing reloads), each in its theme. */
export async function atEachWidth(page: Page, run: () => Promise<unknown>): Promise<void> {
  const look = looks.get(page);
  for (const [index, size] of AUDIT_WIDTHS.entries()) {
    await page.setViewportSize(size);
    if (look) await applyLook(page, look.themes[index], look.highContrast);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await run();
  }
}
