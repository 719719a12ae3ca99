import { endpointUrl, isHttpUrl, pathSegment } from '../net/url-rules.js';
import { Inputs } from '../config/names.js';
import { oneLine } from '../primitives/one-line.js';
import { parseExpiry } from './link-expiry.js';
import { ApiError } from './errors.js';
import { requestJson, type RequestSettings } from './json-request.js';

export interface ExportStatusResponse {
  /** Lower-cased status text; '' when the service sent none. */
  status: string;
  progress?: unknown;
  pageCount?: unknown;
  /** The service's explanation of a failure, when it sent one. */
  reason?: string;
}

export interface BundleLink {
  bundleUrl: string;
  /** Exactly as the service sent it ('' when absent). */
  expiresAt: string;
}

export interface AgentJob {
  /** Lower-cased status text; '' when the service sent none. */
  status: string;
  /** As sent; only ever rendered as a link after validation. */
  prLink?: string;
  model?: string;
  repository?: string;
  ref?: string;
  createdAt?: string;
  archivedAt?: string;
}

export interface AgentApi {
  getAgentJob(projectId: string, jobId: string, deadline: number): Promise<AgentJob>;
}

export interface ExportApi {
  startExport(domain: string, deadline: number): Promise<string>;
  getExportStatus(jobId: string, deadline: number): Promise<ExportStatusResponse>;
  generateBundle(jobId: string, deadline: number): Promise<BundleLink>;
}

export type ApiClient = ExportApi & AgentApi;

const ENTERPRISE_HINT =
  'Static export needs an Enterprise plan: check that the API key belongs to an organization on that plan';

/** The admin API: one function per endpoint, all sharing one retry policy. */
export function createApiClient(baseUrl: URL, settings: RequestSettings): ApiClient {
  const exportJobUrl = (jobId: string, suffix = ''): URL =>
    endpointUrl(baseUrl, `v1/static-export/jobs/${pathSegment(jobId)}${suffix}`);
  const notFound = (jobId: string): string =>
    `Export job "${oneLine(jobId, 100)}" was not found: check the export-job-id, or that it belongs to this API key's organization`;

  return {
    async startExport(domain, deadline) {
      const mayHaveActed =
        `The service may have started an export of ${oneLine(domain, 200)} all the same, and this run does not repeat the call (it could start a second one): ` +
        `look for a recent export job of this domain on the service, and re-run with ${Inputs.exportJobId} set to its id to pick it up`;
      const body = await requestJson(settings, {
        action: `Starting the export of ${oneLine(domain, 200)}`,
        method: 'POST',
        url: endpointUrl(baseUrl, 'v1/static-export/jobs'),
        body: { domain },
        mode: 'create',
        hints: { 403: ENTERPRISE_HINT },
        deadline,
        mayHaveActed,
      });
      const jobId = identifier(body.jobId);
      if (!jobId) {
        throw new ApiError(
          `The service accepted the export but its answer holds no usable jobId. ${mayHaveActed}`,
        );
      }
      return jobId;
    },

    async getExportStatus(jobId, deadline) {
      const body = await requestJson(settings, {
        action: `Reading export job ${oneLine(jobId, 100)}`,
        method: 'GET',
        url: exportJobUrl(jobId),
        mode: 'safe',
        hints: { 403: ENTERPRISE_HINT, 404: notFound(jobId) },
        deadline,
      });
      return {
        status: typeof body.status === 'string' ? oneLine(body.status, 60).toLowerCase() : '',
        progress: body.progress,
        pageCount: body.pageCount,
        reason: failureReason(body),
      };
    },

    async generateBundle(jobId, deadline) {
      const body = await requestJson(settings, {
        action: `Generating the bundle link of export job ${oneLine(jobId, 100)}`,
        method: 'POST',
        url: exportJobUrl(jobId, '/bundle'),
        mode: 'safe',
        hints: { 403: ENTERPRISE_HINT, 404: notFound(jobId) },
        deadline,
      });
      if (!isHttpUrl(body.bundleUrl)) {
        throw new ApiError('The service answered the bundle request without a valid http(s) bundleUrl');
      }
      return { bundleUrl: body.bundleUrl, expiresAt: expiryAsIso(body.expiresAt) };
    },

    async getAgentJob(projectId, jobId, deadline) {
      const ids = `agent job ${oneLine(jobId, 100)} of project ${oneLine(projectId, 100)}`;
      const body = await requestJson(settings, {
        action: `Reading ${ids}`,
        method: 'GET',
        url: endpointUrl(baseUrl, `v2/agent/${pathSegment(projectId)}/job/${pathSegment(jobId)}`),
        mode: 'safe',
        hints: {
          403: 'Check that the API key may read this project',
          404: `The service knows no ${ids}: check agent-job-id and project-id`,
        },
        deadline,
      });
      const source =
        body.source && typeof body.source === 'object' ? (body.source as Record<string, unknown>) : {};
      return {
        status: typeof body.status === 'string' ? oneLine(body.status, 60).toLowerCase() : '',
        prLink: text(body.prLink, 2000),
        model: text(body.model, 200),
        repository: text(source.repository, 500),
        ref: text(source.ref, 300),
        createdAt: text(body.createdAt, 100),
        archivedAt: text(body.archivedAt, 100),
      };
    },
  };
}

/**
 * A non-empty string field as one line, bounded (a cut value ends with `…`, which the redactor reads as a
 * secret possibly cut short); anything else is treated as absent.
 */
function text(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  return oneLine(value, maxLength);
}

/**
 * The link's expiry as ISO 8601 (UTC), whatever form the service sent it in, or '' when it does not read as a
 * time: the expires-at output ends up in scripts, so it carries nothing but a time.
 */
function expiryAsIso(value: unknown): string {
  const at = typeof value === 'string' || typeof value === 'number' ? parseExpiry(String(value)) : undefined;
  return at === undefined ? '' : new Date(at).toISOString().replace(/\.000Z$/, 'Z');
}
/** A job identifier from the service: a non-empty string or number without control characters. */
function identifier(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const id = value.trim();
  if (!id || id.length > 500 || /[\p{Cc}]/u.test(id) || /^\.+$/.test(id)) return undefined;
  return id;
}

function failureReason(body: Record<string, unknown>): string | undefined {
  for (const key of ['error', 'message', 'reason', 'failureReason']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return oneLine(value, 300);
  }
  return undefined;
}
