/**
 * For calls that must answer at once: sent whatever the browser believes about its connection. By default
 * react-query holds a call while navigator.onLine is false; these fail straight away instead, as a plain
 * request would, so the page can say so (a sign-out, a download, a deletion).
 */
export const SEND_AT_ONCE = { networkMode: 'always' } as const;
