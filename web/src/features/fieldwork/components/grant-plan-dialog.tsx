/**
 * Grant a plan and set an expiry for one account (a trial, a refund, Pro): the form, then a
 * confirmation that shows the plan before and after, then the save. Checked with the server's
 * schema first, so a bad date is named without a round trip.
 */
import { useState } from 'react';
import { dateInputFromExpiry, expiryFromDateInput, planGrantSchema, type AdminUserRow } from '@shared/admin/users';
import { PLAN_SENSOR_LIMITS, PLANS, planLabel, signUpGrant } from '@shared/subscription';
import { issueText } from '@shared/validation/issue';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/toast';
import { useGrantPlan } from '../../../api/admin';
import { planText } from './user-filter';

const stateText = (plan: string | null, expiry: string | null) =>
  plan && expiry ? `${planText(plan)} until ${expiry}` : 'no subscription';

export function GrantPlanDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const [plan, setPlan] = useState<string>(
    user.plan && (PLANS as readonly string[]).includes(user.plan) ? user.plan : 'full',
  );
  const [date, setDate] = useState(dateInputFromExpiry(user.expiry) || dateInputFromExpiry(signUpGrant().expiry));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const grant = useGrantPlan();
  const toast = useToast();
  const checked = planGrantSchema.safeParse({ plan, expiry: expiryFromDateInput(date) });

  const review = () => {
    if (!checked.success) {
      setError(issueText(checked.error));
      return;
    }
    setError(null);
    setConfirming(true);
  };
  const save = () => {
    if (!checked.success) return;
    grant.mutate(
      { userName: user.userName, input: checked.data },
      {
        onSuccess: () => {
          toast.notify({
            message: `${user.userName} is now on ${planLabel(checked.data.plan)} until ${checked.data.expiry}.`,
            tone: 'success',
          });
          onClose();
        },
        onError: (e) => {
          setConfirming(false);
          setError(e.message);
        },
      },
    );
  };

  return (
    <>
      <Modal
        open={!confirming}
        title={`Plan of ${user.userName}`}
        description={`Now: ${stateText(user.plan, user.expiry)}.`}
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={review}>Save</Button>
          </>
        }
      >
        {user.missingSubscription ? (
          <Banner tone="warning">
            This account has no subscription (its sign-up grant never ran): a grant repairs it.
          </Banner>
        ) : null}
        <div className="grant-form">
          <SelectField label="Plan" value={plan} onChange={(e) => setPlan(e.target.value)}>
            {PLANS.map((p) => (
              <option key={p} value={p}>
                {planLabel(p)} (up to {PLAN_SENSOR_LIMITS[p]} sensors)
              </option>
            ))}
          </SelectField>
          <TextField
            label="Expiry"
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            hint="The subscription ends at the start of this day."
          />
        </div>
        {error ? <Banner tone="error">{error}</Banner> : null}
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={`Change the plan of ${user.userName}?`}
        confirmLabel="Grant"
        busy={grant.isPending}
        onConfirm={save}
        onCancel={() => setConfirming(false)}
      >
        <p>
          From <strong>{stateText(user.plan, user.expiry)}</strong> to{' '}
          <strong>{checked.success ? stateText(checked.data.plan, checked.data.expiry) : ''}</strong>.
        </p>
        <p className="users-muted">
          The change is recorded with your name and the time. The grower sees it after their next sign-in.
        </p>
      </ConfirmDialog>
    </>
  );
}
