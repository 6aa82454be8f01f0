import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { ShareRequest } from '../../contract/documents';
import { fieldIssuesOf } from '../../contract/field-errors';
import { failureOf, isTooManyRequests } from '../../ports/gateway-error';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { useShareDocument } from './use-documents';

/**
 * Forwarding a document: the owner types an address; the server mails a link that works for 7
 * days. On success the dialog closes and the list says to whom and when it was sent.
 */
export interface ShareDialogProps {
  documentId: string;
  documentTitle: string;
  onClose: () => void;
  onSent: (recipient: string) => void;
}

export function ShareDialog({ documentId, documentTitle, onClose, onSent }: ShareDialogProps) {
  const { i18n } = useLingui();
  const share = useShareDocument();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const issue = fieldIssuesOf(ShareRequest, { email }).email;
  const failure = share.error ? failureOf(share.error) : null;
  const serverRejected = failure?.kind === 'http' && failure.status === 400;
  const fieldError =
    (touched && issue) || serverRejected
      ? i18n._({ id: 'documents.share.emailInvalid', message: 'Enter an e-mail address such as name@example.com.' })
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (issue || share.isPending) return;
    share.mutate({ id: documentId, email: email.trim() }, { onSuccess: (sent) => onSent(sent.recipient) });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={i18n._({ id: 'documents.share.title', message: 'Share {document}', values: { document: documentTitle } })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {i18n._({ id: 'documents.share.cancel', message: 'Cancel' })}
          </Button>
          <Button type="submit" form="document-share-form" loading={share.isPending}>
            {i18n._({ id: 'documents.share.send', message: 'Send link' })}
          </Button>
        </>
      }
    >
      <form id="document-share-form" noValidate onSubmit={submit}>
        <p>
          {i18n._({
            id: 'documents.share.text',
            message: 'We e-mail a download link to this address. The link works for 7 days; after that, share the document again.',
          })}
        </p>
        <TextField
          label={i18n._({ id: 'documents.share.email', message: 'E-mail address of the recipient' })}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          error={fieldError}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        {failure && !serverRejected && (
          <Alert tone="danger" title={i18n._({ id: 'documents.share.failed', message: 'The link was not sent' })}>
            {isTooManyRequests(share.error)
              ? i18n._({ id: 'documents.share.tooMany', message: 'You have shared many documents in the last hour. Please try again later.' })
              : i18n._({ id: 'documents.share.tryAgain', message: 'Please try again in a moment.' })}
          </Alert>
        )}
      </form>
    </Dialog>
  );
}
