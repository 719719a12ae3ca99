/** A pull request comment, as the GitHub API returns it (only the fields used). */
export interface IssueComment {
  id: number;
  body?: string | null;
  html_url: string;
}

/** The GitHub calls the sticky comment needs; main.ts wires it to Octokit (adapters/github-comments.ts). */
export interface CommentsPort {
  /** Every page of the pull request's comments, oldest first. */
  listPages(prNumber: number): AsyncIterable<IssueComment[]>;
  create(prNumber: number, body: string): Promise<IssueComment>;
  update(commentId: number, body: string): Promise<IssueComment>;
}
