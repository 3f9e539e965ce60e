/**
 * The profile's API keys: make a named key for an outside program (shown once, in a dialog with a
 * copy button), see each key's name, when it was made and last used, and revoke one.
 */
import { useState, type FormEvent } from 'react';
import { format } from 'date-fns';
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
import './api-keys.css';

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : format(d, 'd MMM yyyy, HH:mm');
};
/** The server names the field ("name: …"); the form shows the message under the field itself. */
const fieldMessage = (message: string) => message.replace(/^name: /, '');

export function ApiKeys() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const toast = useToast();
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
      onSuccess: () => toast.notify({ tone: 'success', message: `Key “${key.name}” revoked.` }),
      onError: (err) => toast.notify({ tone: 'error', message: `Could not revoke “${key.name}”: ${err.message}` }),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <Card title="API keys">
      <p className="api-keys__intro">
        A personal key lets a program of yours read your fields, sensors and readings (never change them), sent as{' '}
        <code>Authorization: ApiKey &lt;key&gt;</code>. Each key may make {API_KEY_REQUESTS_PER_MINUTE} requests a
        minute. Revoke a key you no longer use.
      </p>
      <form className="api-keys__form" onSubmit={submit} noValidate>
        <TextField
          label="Name of the new key"
          hint="What will use it, e.g. “Weather station script”."
          value={name}
          maxLength={API_KEY_NAME_MAX + 10}
          onChange={(e) => setName(e.target.value)}
          error={nameError}
          autoComplete="off"
        />
        <Button type="submit" loading={create.isPending}>
          Create key
        </Button>
      </form>
      {keys.isPending ? (
        <p className="api-keys__status">
          <Spinner size="sm" /> Loading your keys…
        </p>
      ) : keys.isError ? (
        <>
          <Banner tone="error">We could not load your keys: {keys.error.message}</Banner>
          <Button variant="secondary" size="sm" onClick={() => void keys.refetch()} loading={keys.isFetching}>
            Try again
          </Button>
        </>
      ) : keys.data.length === 0 ? (
        <p className="api-keys__status">No keys yet.</p>
      ) : (
        <ul className="api-keys__list" aria-label="Your API keys">
          {keys.data.map((k) => (
            <li key={k.id} className="api-keys__item">
              <div className="api-keys__main">
                <strong>{k.name}</strong>
                <span className="api-keys__meta">
                  Created <time dateTime={k.created}>{when(k.created)}</time> ·{' '}
                  {k.lastUsed ? (
                    <>
                      last used <time dateTime={k.lastUsed}>{when(k.lastUsed)}</time>
                    </>
                  ) : (
                    'never used'
                  )}
                </span>
              </div>
              <Button
                variant="danger"
                size="sm"
                aria-label={`Revoke ${k.name}`}
                onClick={() => setRevoking({ id: k.id, name: k.name })}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      {made ? <NewKeyDialog name={made.name} secret={made.key} onClose={() => setMade(null)} /> : null}
      <ConfirmDialog
        open={Boolean(revoking)}
        title={`Revoke key “${revoking?.name ?? ''}”?`}
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      >
        <p>Programs using this key lose access. This cannot be undone; you can make a new key.</p>
      </ConfirmDialog>
    </Card>
  );
}

function NewKeyDialog({ name, secret, onClose }: { name: string; secret: string; onClose: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Modal open title={`Your new key “${name}”`} onClose={onClose} footer={<Button onClick={onClose}>Done</Button>}>
      <Banner tone="warning">
        Copy it now: you will not see it again. Only a fingerprint of it is kept, so nobody can show it to you later.
      </Banner>
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
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="api-keys__meta" role="status">
        {copied === false ? 'The browser did not allow copying: select the key and copy it yourself.' : ''}
      </p>
    </Modal>
  );
}
