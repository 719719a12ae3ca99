import MarkdownIt from 'markdown-it';
import { commentMarker, pullRequestLabel, renderAgentComment } from '../src/report/comment-body.js';
import type { AgentReport } from '../src/wait/agent-wait.js';

const md = new MarkdownIt({ html: true, linkify: true });
md.linkify.set({ fuzzyLink: false, fuzzyEmail: true });
const hrefs = (markdown: string): string[] =>
  [...md.render(markdown).matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1] as string);

const report = (over: Partial<AgentReport> = {}): AgentReport => ({
  projectId: 'proj_docs',
  jobId: 'agt_1',
  outcome: 'completed',
  prLink: 'https://github.com/acme/docs/pull/42',
  startedAt: 0,
  endedAt: 1000,
  timeline: [],
  job: {
    status: 'completed',
    prLink: 'https://github.com/acme/docs/pull/42',
    model: 'docs-agent-large',
    repository: 'https://github.com/acme/docs',
    ref: 'main',
    createdAt: '2026-11-22T10:00:00Z',
  },
  ...over,
});

describe('renderAgentComment', () => {
  it('starts with the hidden marker and links the pull request, source, model and times', () => {
    const body = renderAgentComment(report(), 'https://github.com/acme/docs/actions/runs/99');
    expect(body.startsWith(commentMarker('proj_docs', 'agt_1'))).toBe(true);
    expect(body).toContain('### ✅ The agent opened a pull request');
    expect(body).toContain('| Pull request | [acme/docs\\#42](https://github.com/acme/docs/pull/42) |');
    expect(body).toContain('[github.com/acme/docs](https://github.com/acme/docs) @ `main`');
    expect(body).toContain('| Model | docs-agent-large |');
    expect(body).toContain('| Created | 2026-11-22T10:00:00Z |');
    expect(hrefs(body)).toEqual([
      'https://github.com/acme/docs/pull/42',
      'https://github.com/acme/docs',
      'https://github.com/acme/docs/actions/runs/99',
    ]);
  });

  it('says when there were no file changes', () => {
    const body = renderAgentComment(report({ outcome: 'no-changes', prLink: undefined }));
    expect(body).toContain('### ✅ The agent finished with no file changes');
    expect(body).toContain('| Pull request | none: no file changes |');
  });

  it('shows a failure with its reason', () => {
    const body = renderAgentComment(
      report({ outcome: 'failed', prLink: undefined, error: 'Agent job agt_1 failed' }),
    );
    expect(body).toContain('### ❌ The agent job failed');
    expect(body).toContain('> Agent job agt\\_1 failed');
  });

  it('cannot be steered by hostile service values', () => {
    const body = renderAgentComment(
      report({
        prLink: 'https://evil.example/x)[click](javascript:alert(1)',
        job: {
          status: 'completed <img src=x>',
          model: '@octocat [free](https://evil.example) ```',
          repository: 'javascript:alert(1)',
          ref: 'main` <b>|x',
          createdAt: '<script>',
        },
      }),
    );
    const html = md.render(body);
    expect(hrefs(body)).toEqual(['https://evil.example/x%29%5Bclick%5D%28javascript:alert%281%29']);
    expect(html).not.toMatch(/<(img|script|b)\b/);
    expect(html.replace(/<[^>]+>/g, '')).not.toMatch(/(^|[^\w`])@[A-Za-z0-9]/);
  });

  it('keeps the marker intact whatever the ids hold', () => {
    const marker = commentMarker('p --> <b>', 'j\n-->x');
    expect(marker).toBe('<!-- docs-agent-job p%20--%3E%20%3Cb%3E/j%0A--%3Ex -->');
    expect(marker.indexOf('-->')).toBe(marker.length - 3);
  });

  it('labels pull requests of the usual hosts', () => {
    expect(pullRequestLabel('https://github.com/acme/docs/pull/42')).toBe('acme/docs#42');
    expect(pullRequestLabel('https://gitlab.example/acme/docs/-/merge_requests/7')).toBe(
      'gitlab.example/acme/docs#7',
    );
    // A lookalike host shows as itself.
    expect(pullRequestLabel('https://github.com.login-verify.example/acme/docs/pull/42')).toBe(
      'github.com.login-verify.example/acme/docs#42',
    );
    expect(pullRequestLabel('https://example.com/x')).toBe('pull request on example.com');
  });

  it('never holds a secret or a bundle link', () => {
    const body = renderAgentComment(report());
    expect(body).not.toMatch(/X-Signature|bundle|Bearer/i);
  });
});
