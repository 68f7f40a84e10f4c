import { GAME_IDS } from '@/lib/games/types';
import { metrics, startWinSeriesAtZero, statusClass } from './metrics';
import { addRequestObserver } from './request-observers';

/**
 * Times every request of the process into http_request_duration_seconds, by route template (never the raw
 * path: unknown paths are `other`), method and status class. instrumentation.ts installs it at start-up.
 * A method outside the standard set (the method gate answers it 405) is counted as `OTHER`, so that a visitor
 * cannot make new series by inventing methods.
 */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function installHttpMetrics(): () => void {
  startWinSeriesAtZero(GAME_IDS);
  return addRequestObserver('metrics', {
    ended: (request, { status, seconds }) => {
      const method = KNOWN_METHODS.has(request.method) ? request.method : 'OTHER';
      metrics().httpRequestDuration.observe({ route: request.route, method, status_class: statusClass(status) }, seconds);
    },
  });
}
