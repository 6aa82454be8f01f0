import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import * as styles from '../../ui/page-form.css';
import type { passkeyPromptMachine } from './passkey-prompt.machine';

/** The passkey prompt after login (§4): set one up, later, or never remind me. */
export function PasskeyPromptView({ prompt }: { prompt: ActorRefFrom<typeof passkeyPromptMachine> }) {
  const { i18n } = useLingui();
  const open = useSelector(prompt, (s) => s.matches('offered') || s.matches('savingChoice'));
  const busy = useSelector(prompt, (s) => s.hasTag('busy'));
  if (!open) return null;
  return (
    <Dialog
      open
      onClose={() => prompt.send({ type: 'prompt.later' })}
      title={i18n._({ id: 'passkeyPrompt.title', message: 'Sign in faster with a passkey' })}
      footer={
        <div className={styles.actions}>
          <Button type="button" fullWidth onClick={() => prompt.send({ type: 'prompt.setUp' })}>
            {i18n._({ id: 'passkeyPrompt.setUp', message: 'Set up a passkey' })}
          </Button>
          <Button type="button" variant="secondary" fullWidth onClick={() => prompt.send({ type: 'prompt.later' })}>
            {i18n._({ id: 'passkeyPrompt.later', message: 'Not now' })}
          </Button>
          <Button type="button" variant="ghost" fullWidth loading={busy} onClick={() => prompt.send({ type: 'prompt.never' })}>
            {i18n._({ id: 'passkeyPrompt.never', message: "Don't remind me" })}
          </Button>
        </div>
      }
    >
      <p>
        {i18n._({
          id: 'passkeyPrompt.text',
          message: 'Your device can confirm it is you with your fingerprint, face or PIN. No password or code needed next time.',
        })}
      </p>
    </Dialog>
  );
}
