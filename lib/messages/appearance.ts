/** The appearance choosers (menu and /settings) and the appearance call's refusals (issue 30 item 2). */
export const APPEARANCE_HEADING = 'Appearance';
export const APPEARANCE_MENU_LABEL = 'Appearance';
export const THEME_LEGEND = 'Theme';
export const THEME_LABELS = { system: 'System', light: 'Light', dark: 'Dark' } as const;
export const HIGH_CONTRAST_LABEL = 'High-contrast colours';
export const HIGH_CONTRAST_HINT = 'A colour-blind palette (blue and orange) for the clue colours.';
export const APPEARANCE_ACCOUNT_NOTE = 'Saved on your account: every device you sign in on follows it.';
export const APPEARANCE_BROWSER_NOTE = 'Saved in this browser. Sign in to have every device follow it.';
export const APPEARANCE_NOT_SAVED_MESSAGE = 'Your appearance could not be saved on your account; it is kept in this browser.';
export const THEME_INVALID_MESSAGE = 'theme must be one of: system, light, dark.';
export const HIGH_CONTRAST_INVALID_MESSAGE = 'highContrast must be true or false.';
