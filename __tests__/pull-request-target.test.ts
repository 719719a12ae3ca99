import { resolvePullRequest } from '../src/github/pull-request-target.js';

describe('resolvePullRequest', () => {
  it.each(['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment'])(
    'takes the number of the %s event',
    (event) => {
      expect(resolvePullRequest(event, { pull_request: { number: 12 } }, 99)).toEqual({
        number: 12,
        source: 'event',
      });
    },
  );

  it('takes an issue_comment on a pull request', () => {
    expect(
      resolvePullRequest('issue_comment', { issue: { number: 7, pull_request: { url: 'x' } } }, undefined),
    ).toEqual({ number: 7, source: 'event' });
  });

  it('ignores an issue_comment on a plain issue', () => {
    expect(resolvePullRequest('issue_comment', { issue: { number: 7 } }, undefined)).toBeUndefined();
  });

  it('falls back to pr-number for other events', () => {
    expect(resolvePullRequest('workflow_dispatch', {}, 31)).toEqual({ number: 31, source: 'input' });
    expect(resolvePullRequest('push', { ref: 'refs/heads/main' }, undefined)).toBeUndefined();
  });

  it.each([
    { pull_request: { number: '12' } },
    { pull_request: { number: -1 } },
    { pull_request: null },
    null,
    'x',
  ])('does not trust a malformed payload %p', (payload) => {
    expect(resolvePullRequest('pull_request', payload, undefined)).toBeUndefined();
  });
});
