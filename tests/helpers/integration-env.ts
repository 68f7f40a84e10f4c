/**
 * Integration tests send many requests from one client: every limit is raised a thousandfold
 * (lib/http/rate-limit.ts). A test about a limit sets the scale it needs (tests/helpers/rate-limit-scale.ts).
 */
process.env.RATE_LIMIT_SCALE ??= '1000';
