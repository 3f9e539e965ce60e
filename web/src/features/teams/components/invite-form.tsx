/**
 * Invite someone to the farm: their e-mail and a role, each role with what it may do. Checked by
 * the same schema as the server; the server's refusal (409: a member or invited already) is shown.
 */
import { useId, useState, type FormEvent } from 'react';
import { FARM_ROLE_DESCRIPTION_KEYS, FARM_ROLE_KEYS } from '@shared/i18n/labels/roles';
import { INVITABLE_ROLES, type InvitableRole } from '@shared/teams/roles';
import { inviteMemberSchema } from '@shared/teams/schemas';
import { useInviteMember } from '../../../api/teams';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/toast';
import { useT } from '../../../lib/i18n/use-t';
import { serverText } from './team-rules';

export function InviteForm({ farmId, farmName }: { farmId: string; farmName: string }) {
  const invite = useInviteMember(farmId);
  const toast = useToast();
  const t = useT();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('viewer');
  const [errors, setErrors] = useState<{ email?: string; role?: string }>({});
  const roleName = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = inviteMemberSchema.safeParse({ email, role });
    if (!parsed.success) {
      const next: { email?: string; role?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'email' || key === 'role') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toast.notify({ message: t('teams.invitationSent', { email: parsed.data.email }), tone: 'success' });
        setEmail('');
        invite.reset();
      },
    });
  };

  return (
    <form className="invite-form" onSubmit={submit} noValidate aria-label={t('teams.inviteLabel', { farm: farmName })}>
      {invite.isError ? <Banner tone="error">{serverText(t, invite.error)}</Banner> : null}
      <TextField
        label={t('teams.emailLabel')}
        type="email"
        autoComplete="off"
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <fieldset className="invite-form__roles">
        <legend>{t('teams.roleLegend')}</legend>
        {INVITABLE_ROLES.map((r) => (
          <label key={r} className="invite-form__role">
            <input type="radio" name={roleName} value={r} checked={role === r} onChange={() => setRole(r)} />
            <span>
              <strong>{t(FARM_ROLE_KEYS[r])}</strong>
              <span className="invite-form__role-text">{t(FARM_ROLE_DESCRIPTION_KEYS[r])}</span>
            </span>
          </label>
        ))}
        {errors.role ? <p className="text-field__error">{errors.role}</p> : null}
      </fieldset>
      <Button type="submit" loading={invite.isPending}>
        {t('teams.sendInvitation')}
      </Button>
    </form>
  );
}
