import { metricsScraper } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { metrics } from '@/lib/observability/metrics';
import { installScrapeGauges } from '@/lib/observability/scrape-gauges';

export const dynamic = 'force-dynamic';

installScrapeGauges();

/**
 * GET /api/metrics: the process's metrics in Prometheus's text format (prom-client), for a scraper carrying
 * `Authorization: Bearer $METRICS_TOKEN`; anyone else gets the 404 of an unknown call. Scrape-time gauges read
 * the database with a 1 s deadline each and never fail the scrape (lib/observability/scrape-gauges.ts).
 */
export const GET = route({ guard: metricsScraper }, async () => {
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType } });
});
