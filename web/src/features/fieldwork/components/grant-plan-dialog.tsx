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
import { useT, type T } from '../../../lib/i18n/use-t';
import { planText } from './user-filter';

const stateText = (plan: string | null, expiry: string | null, t: T) =>
  plan && expiry ? t('fieldwork.usersPlanUntil', { plan: planText(plan), expiry }) : t('fieldwork.grantNoSubscription');

export function GrantPlanDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const [plan, setPlan] = useState<string>(
    user.plan && (PLANS as readonly string[]).includes(user.plan) ? user.plan : 'full',
  );
  const [date, setDate] = useState(dateInputFromExpiry(user.expiry) || dateInputFromExpiry(signUpGrant().expiry));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const grant = useGrantPlan();
  const toast = useToast();
  const t = useT();
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
            message: t('fieldwork.grantDone', {
              user: user.userName,
              plan: planLabel(checked.data.plan),
              expiry: checked.data.expiry,
            }),
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
        title={t('fieldwork.grantTitle', { user: user.userName })}
        description={t('fieldwork.grantNow', { state: stateText(user.plan, user.expiry, t) })}
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('fieldwork.grantCancel')}
            </Button>
            <Button onClick={review}>{t('fieldwork.grantSave')}</Button>
          </>
        }
      >
        {user.missingSubscription ? <Banner tone="warning">{t('fieldwork.grantRepairs')}</Banner> : null}
        <div className="grant-form">
          <SelectField label={t('fieldwork.grantPlan')} value={plan} onChange={(e) => setPlan(e.target.value)}>
            {PLANS.map((p) => (
              <option key={p} value={p}>
                {t('fieldwork.grantPlanOption', { plan: planLabel(p), sensors: PLAN_SENSOR_LIMITS[p] })}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('fieldwork.grantExpiry')}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            hint={t('fieldwork.grantExpiryHint')}
          />
        </div>
        {error ? <Banner tone="error">{error}</Banner> : null}
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={t('fieldwork.grantConfirmTitle', { user: user.userName })}
        confirmLabel={t('fieldwork.grantConfirm')}
        busy={grant.isPending}
        onConfirm={save}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {t.rich('fieldwork.grantFromTo', {
            before: <strong>{stateText(user.plan, user.expiry, t)}</strong>,
            after: <strong>{checked.success ? stateText(checked.data.plan, checked.data.expiry, t) : ''}</strong>,
          })}
        </p>
        <p className="users-muted">{t('fieldwork.grantRecorded')}</p>
      </ConfirmDialog>
    </>
  );
}
