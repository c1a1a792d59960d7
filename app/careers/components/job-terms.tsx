// A posting's salary and last day to apply (rules §2 Careers), where staff set them: one line on
// the board, in the application dialog and in the in-page form, worded by the server.
import type { Job } from "../filters";

export function JobTerms({ job, className }: { job: Pick<Job, "terms">; className?: string }) {
  return job.terms ? <p className={className}>{job.terms}</p> : null;
}
