// The reference app `npm run lighthouse` builds and audits beside the site (scripts/perf/bare-next.mjs).
const config = { poweredByHeader: false };
export default config;
