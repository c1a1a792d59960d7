// The application dialog: opens from Apply; once sent it shows the confirmation until closed,
// loaded on first use by the job board. It shows the whole job description above the form.
import type { Job } from "../filters";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../ui/dialog";
import { ApplicationForm } from "./application-form";
import { DepartmentBadge } from "./department-badge";
import { WithTitle } from "./job-text";
import { JobTerms } from "./job-terms";
import { catalog } from "../translations";
import { jobValue } from "../filters";
import { useT } from "../../ui/use-t";

type Props = { job: Job; open: boolean; onOpenChange: (open: boolean) => void };

export default function ApplicationDialog({ job, open, onOpenChange }: Props) {
  const t = useT(catalog);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel={t("Close")}>
        <DialogTitle>
          <WithTitle text={t("Apply for {title}")} title={job.title} lang={job.titleLang} />
        </DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>
            {jobValue(t, job.location)} · {jobValue(t, job.type)}
          </span>
          <DepartmentBadge department={job.department} />
        </DialogDescription>
        <JobTerms job={job} className="mt-2 text-sm font-medium text-slate-800" />
        <p className="mt-4 text-sm leading-relaxed text-slate-700" lang={job.descriptionLang}>
          {job.description}
        </p>
        <div className="mt-6">
          <ApplicationForm key={job.id} job={job} variant="dialog" onDone={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
