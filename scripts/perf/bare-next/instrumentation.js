// Nothing to start. This file must exist: without one here, Next 16's Turbopack build of this nested app takes
// the project's own instrumentation.ts from the folder above (which opens the site's database).
export function register() {}
