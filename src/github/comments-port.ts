import { ActionError } from '../primitives/errors.js';

/** A pull request comment, as the GitHub API returns it (only the fields used). */
export interface IssueComment {
  id: number;
  body?: string | null;
  html_url: string;
  /** Who wrote it. */
  user?: { login: string } | null;
}

/** The GitHub calls the sticky comment needs; main.ts wires it to Octokit (adapters/github-comments.ts). */
export interface CommentsPort {
  /** The login the token comments as (only a comment of its own is ever edited), or undefined if unknown. */
  identity(): Promise<string | undefined>;
  /** Every page of the pull request's comments, oldest first. */
  listPages(prNumber: number): AsyncIterable<IssueComment[]>;
  create(prNumber: number, body: string): Promise<IssueComment>;
  update(commentId: number, body: string): Promise<IssueComment>;
}

/** A GitHub rate limit that lifts only after the stage's deadline: not waited for. */
export class RateLimitedError extends ActionError {
  override name = 'RateLimitedError';
}
