import type { AutobuildStatus } from '../labour/status';

/** Acumatica AutoBuild (D3 2.13 and 5): how the builds table marks a run's status. */

/** RUNNING is highlighted yellow, FAILED red (D3 section 5); COMPLETE stays plain. */
export function autobuildRowClass(status: AutobuildStatus): 'running' | 'failed' | null {
  switch (status) {
    case 'RUNNING':
      return 'running';
    case 'FAILED':
      return 'failed';
    case 'COMPLETE':
      return null;
  }
}
