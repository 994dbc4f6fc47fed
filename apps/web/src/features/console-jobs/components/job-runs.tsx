import { JOB_NAMES, type JobName, type JobRun, type JobState } from '@phonix/shared/jobs-api';
import { Play, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/console/badge.tsx';
import { ConfirmDialog } from '@/components/console/confirm-dialog.tsx';
import { IndiaTime } from '@/components/console/india-time.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { ScrollTable, td, th } from '@/components/console/table.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useStaffSession } from '@/lib/staff-session.ts';
import { useJobRuns, useRetryJobRun, useRunJobNow } from '../api/jobs-admin.ts';

/** What each job does and when, as staff read it. */
export const JOB_WORDS: Record<JobName, { title: string; when: string }> = {
  'pickup-reminders': {
    title: 'Pickup reminders',
    when: 'Every minute: SMS at 8 PM the evening before a pickup and an hour before the slot',
  },
  'payout-status-check': {
    title: 'Payout status check',
    when: 'Every few minutes: asks the provider about payouts with no final answer',
  },
  'queue-alerts': {
    title: 'Queue alerts',
    when: 'Every minute: e-mails the team about orders nobody took or handed back',
  },
  'inactive-account-sweep': {
    title: 'Inactive accounts',
    when: 'Daily: tells, then erases, accounts inactive for three years',
  },
  'access-log-sweep': { title: 'Access logs', when: 'Daily: deletes access logs older than a year' },
};

const STATES: { state: JobState; label: string }[] = [
  { state: 'failed', label: 'Failed' },
  { state: 'retry', label: 'Waiting to retry' },
  { state: 'active', label: 'Running' },
  { state: 'created', label: 'Queued' },
  { state: 'completed', label: 'Done' },
];

const stateTone = (state: string) =>
  state === 'failed' ? 'bad' : state === 'completed' ? 'good' : state === 'retry' ? 'warn' : 'neutral';

/** Retry (failed runs) or run now (every job), each confirmed; the outcome is announced. */
function useAction() {
  const [pending, setPending] = useState<{ label: string; run: () => Promise<string> } | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      setOutcome({ ok: true, text: await pending.run() });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, 'The job could not be queued. Please try again.') });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={pending?.label ?? ''}
      confirmLabel="Yes, run it"
      onConfirm={() => void confirm()}
      busy={busy}
    >
      Each job's work is safe to repeat: messages it writes are sent once, payouts are never paid twice. The
      action is recorded in the audit log.
    </ConfirmDialog>
  );
  const status = (
    <p role="status" className={`text-sm ${outcome?.ok === false ? 'text-red-700' : 'text-emerald-800'}`}>
      {outcome?.text ?? ''}
    </p>
  );
  return { ask: setPending, dialog, status };
}

/** The scheduled jobs, each with "run now" for an admin. */
export function JobList() {
  const admin = useStaffSession()?.staff.role === 'admin';
  const { ask, dialog, status } = useAction();
  const runNow = useRunJobNow();
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-3 sm:grid-cols-2">
        {JOB_NAMES.map((name) => (
          <li
            key={name}
            className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 p-3"
          >
            <div>
              <p className="font-semibold text-slate-900">{JOB_WORDS[name].title}</p>
              <p className="text-xs text-slate-600">{JOB_WORDS[name].when}</p>
            </div>
            {admin ? (
              <Button
                variant="secondary"
                className="min-h-9 shrink-0 px-3 py-1"
                aria-label={`Run ${JOB_WORDS[name].title} now`}
                onClick={() =>
                  ask({ label: `Run ${JOB_WORDS[name].title} now?`, run: () => runNow.mutateAsync(name) })
                }
              >
                <Play className="size-4" aria-hidden />
                Run now
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {status}
      {dialog}
    </div>
  );
}

/** The runs in one state, newest first; a failed one shows its error and, for an admin, a retry. */
export function JobRuns() {
  const [state, setState] = useState<JobState>('failed');
  const query = useJobRuns(state);
  const retry = useRetryJobRun();
  const admin = useStaffSession()?.staff.role === 'admin';
  const { ask, dialog, status } = useAction();
  const label = STATES.find((entry) => entry.state === state)?.label ?? state;
  return (
    <div className="flex flex-col gap-3">
      <label className="flex max-w-xs flex-col gap-1 text-sm font-semibold text-slate-800">
        Show runs
        <select
          className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm"
          value={state}
          onChange={(event) => setState(event.target.value as JobState)}
        >
          {STATES.map((entry) => (
            <option key={entry.state} value={entry.state}>
              {entry.label}
            </option>
          ))}
        </select>
      </label>
      {status}
      <QueryState
        query={query}
        loadingLabel="Loading job runs..."
        isEmpty={(data) => data.jobs.length === 0}
        empty={
          state === 'failed'
            ? 'No job has failed. Every scheduled job is running as it should.'
            : `No runs: ${label.toLowerCase()}.`
        }
      >
        {(data) => (
          <ScrollTable label={`Job runs: ${label}`}>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Job
                </th>
                <th scope="col" className={th}>
                  State
                </th>
                <th scope="col" className={th}>
                  Queued
                </th>
                <th scope="col" className={th}>
                  Started · finished
                </th>
                <th scope="col" className={th}>
                  Error
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.jobs.map((run: JobRun) => (
                <tr key={run.id} data-testid="job-run">
                  <td className={td}>
                    <span className="font-semibold">{JOB_WORDS[run.name].title}</span>
                    <span className="block font-mono text-xs text-slate-500">{run.id.slice(0, 8)}</span>
                  </td>
                  <td className={td}>
                    <Badge tone={stateTone(run.state)}>{run.state}</Badge>
                    {run.retry_count > 0 ? (
                      <span className="block text-xs text-slate-600">tried {run.retry_count + 1} times</span>
                    ) : null}
                  </td>
                  <td className={`${td} text-xs`}>
                    <IndiaTime value={run.created_at} />
                  </td>
                  <td className={`${td} text-xs`}>
                    {run.started_at ? <IndiaTime value={run.started_at} /> : 'Not started'}
                    {run.finished_at ? (
                      <span className="block">
                        <IndiaTime value={run.finished_at} />
                      </span>
                    ) : null}
                  </td>
                  <td className={`${td} max-w-sm text-xs break-words text-red-800`}>{run.error ?? ''}</td>
                  <td className={td}>
                    {run.state === 'failed' && admin ? (
                      <Button
                        className="min-h-9 px-3 py-1"
                        aria-label={`Retry ${JOB_WORDS[run.name].title}`}
                        onClick={() =>
                          ask({
                            label: `Retry this run of ${JOB_WORDS[run.name].title}?`,
                            run: () => retry.mutateAsync({ name: run.name, jobId: run.id }),
                          })
                        }
                      >
                        <RotateCcw className="size-4" aria-hidden />
                        Retry
                      </Button>
                    ) : run.state === 'failed' ? (
                      <span className="text-xs text-slate-500">An admin retries</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </QueryState>
      {dialog}
    </div>
  );
}
