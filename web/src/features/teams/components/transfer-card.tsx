/**
 * The owner's ownership transfer: offer the farm to one of its managers (after a confirmation); it
 * moves when they accept in their invitations. An offer under way can be withdrawn.
 */
import { useState } from 'react';
import type { MemberRow } from '@shared/teams/schemas';
import { useCancelTransfer, useTransferFarm } from '../../../api/teams';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/select-field';
import { useToast } from '../../../components/toast';
import { dayOf, serverText } from './team-rules';

interface TransferCardProps {
  farmId: string;
  farmName: string;
  members: MemberRow[];
  transfer: { to: string; created_at: string } | null;
}

export function TransferCard({ farmId, farmName, members, transfer }: TransferCardProps) {
  const offer = useTransferFarm(farmId);
  const cancel = useCancelTransfer(farmId);
  const toast = useToast();
  const managers = members.filter((m) => m.role === 'manager');
  const [to, setTo] = useState('');
  const [confirming, setConfirming] = useState(false);
  const chosen = managers.find((m) => m.member === to) ?? managers[0] ?? null;
  const nameOf = (user: string) => members.find((m) => m.member === user)?.name ?? user;

  if (transfer)
    return (
      <div className="transfer-card">
        <p>
          You offered {farmName} to <strong>{nameOf(transfer.to)}</strong> on {dayOf(transfer.created_at)}. It becomes
          theirs when they accept.
        </p>
        {cancel.isError ? <Banner tone="error">{serverText(cancel.error)}</Banner> : null}
        <Button
          variant="secondary"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => toast.notify({ message: 'The transfer is withdrawn.', tone: 'success' }),
            })
          }
        >
          Withdraw the offer
        </Button>
      </div>
    );

  if (!chosen)
    return <p className="transfer-card">To hand {farmName} over, make one of its members a manager first.</p>;

  return (
    <div className="transfer-card">
      <SelectField label="New owner" value={chosen.member} onChange={(e) => setTo(e.target.value)}>
        {managers.map((m) => (
          <option key={m.member} value={m.member}>
            {m.name}
          </option>
        ))}
      </SelectField>
      {offer.isError ? <Banner tone="error">{serverText(offer.error)}</Banner> : null}
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Offer ownership
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Offer ${farmName} to ${chosen.name}?`}
        confirmLabel="Offer ownership"
        busy={offer.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          offer.mutate(chosen.member, {
            onSuccess: () =>
              toast.notify({ message: `${chosen.name} is asked to accept ${farmName}.`, tone: 'success' }),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>
          When {chosen.name} accepts, {farmName} with its fields, zones, sensors and their readings becomes theirs,
          under their subscription.
        </p>
      </ConfirmDialog>
    </div>
  );
}
