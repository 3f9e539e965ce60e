/**
 * The profile's API keys: make a named key for an outside program (shown once, in a dialog with a
 * copy button), see each key's name, when it was made and last used, and revoke one.
 */
import { useState, type FormEvent } from 'react';
import { API_KEY_NAME_MAX, API_KEY_REQUESTS_PER_MINUTE, apiKeyNameSchema } from '@shared/api-keys/rules';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../../../api/api-keys';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/toast';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import './api-keys.css';

/** The server names the field ("name: …"); the form shows the message under the field itself. */
const fieldMessage = (message: string) => message.replace(/^name: /, '');

export function ApiKeys() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const toast = useToast();
  const t = useT();
  const f = useFormat();
  const when = (iso: string) => (Number.isNaN(new Date(iso).getTime()) ? iso : f.dateTime(iso));
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = apiKeyNameSchema.safeParse(name);
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message);
    setNameError(undefined);
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        setMade({ name: answer.apiKey.name, key: answer.key });
        setName('');
      },
      onError: (err) => setNameError(fieldMessage(err.message)),
    });
  };
  const confirmRevoke = () => {
    const key = revoking!;
    revoke.mutate(key.id, {
      onSuccess: () => toast.notify({ tone: 'success', message: t('profile.keyRevoked', { name: key.name }) }),
      onError: (err) =>
        toast.notify({ tone: 'error', message: t('profile.keyRevokeFailed', { name: key.name, reason: err.message }) }),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <Card title={t('profile.keysTitle')}>
      <p className="api-keys__intro">
        {t.rich('profile.keysIntro', {
          header: 'Authorization: ApiKey <key>',
          count: API_KEY_REQUESTS_PER_MINUTE,
          code: (chunks) => <code>{chunks}</code>,
        })}
      </p>
      <form className="api-keys__form" onSubmit={submit} noValidate>
        <TextField
          label={t('profile.keyName')}
          hint={t('profile.keyNameHint')}
          value={name}
          maxLength={API_KEY_NAME_MAX + 10}
          onChange={(e) => setName(e.target.value)}
          error={nameError}
          autoComplete="off"
        />
        <Button type="submit" loading={create.isPending}>
          {t('profile.createKey')}
        </Button>
      </form>
      {keys.isPending ? (
        <p className="api-keys__status">
          <Spinner size="sm" /> {t('profile.keysLoading')}
        </p>
      ) : keys.isError ? (
        <>
          <Banner tone="error">{t('profile.keysFailed', { reason: keys.error.message })}</Banner>
          <Button variant="secondary" size="sm" onClick={() => void keys.refetch()} loading={keys.isFetching}>
            {t('profile.tryAgain')}
          </Button>
        </>
      ) : keys.data.length === 0 ? (
        <p className="api-keys__status">{t('profile.noKeys')}</p>
      ) : (
        <ul className="api-keys__list" aria-label={t('profile.yourKeys')}>
          {keys.data.map((k) => (
            <li key={k.id} className="api-keys__item">
              <div className="api-keys__main">
                <strong>{k.name}</strong>
                <span className="api-keys__meta">
                  {t.rich('profile.keyCreated', {
                    created: when(k.created),
                    at: (chunks) => <time dateTime={k.created}>{chunks}</time>,
                  })}
                  {k.lastUsed
                    ? t.rich('profile.keyLastUsed', {
                        used: when(k.lastUsed),
                        at: (chunks) => <time dateTime={k.lastUsed ?? undefined}>{chunks}</time>,
                      })
                    : t('profile.keyNeverUsed')}
                </span>
              </div>
              <Button
                variant="danger"
                size="sm"
                aria-label={t('profile.revokeName', { name: k.name })}
                onClick={() => setRevoking({ id: k.id, name: k.name })}
              >
                {t('profile.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {made ? <NewKeyDialog name={made.name} secret={made.key} onClose={() => setMade(null)} /> : null}
      <ConfirmDialog
        open={Boolean(revoking)}
        title={t('profile.revokeTitle', { name: revoking?.name ?? '' })}
        confirmLabel={t('profile.revoke')}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      >
        <p>{t('profile.revokeText')}</p>
      </ConfirmDialog>
    </Card>
  );
}

function NewKeyDialog({ name, secret, onClose }: { name: string; secret: string; onClose: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const t = useT();
  return (
    <Modal
      open
      title={t('profile.newKeyTitle', { name })}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('profile.done')}</Button>}
    >
      <Banner tone="warning">{t('profile.copyNow')}</Banner>
      <div className="api-keys__secret">
        <code data-testid="api-key-secret">{secret}</code>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('profile.copied') : t('profile.copy')}
        </Button>
      </div>
      <p className="api-keys__meta" role="status">
        {copied === false ? t('profile.copyRefused') : ''}
      </p>
    </Modal>
  );
}
